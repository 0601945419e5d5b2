import { idOrNull } from '../../forms/validation';
import type { AddressValues } from '../address-schema';

/** A new address as the form holds it: it carries the customer's main e-mail, which never travels. */
export interface NewAddressDraft extends AddressValues {
  mainEmail?: string;
}

export interface AddressPayload extends Omit<AddressValues, 'CountryId' | 'StateProvinceId'> {
  CountryId: number | null;
  StateProvinceId: number | null;
}

/** The address fields the API takes: ids as numbers, the main e-mail removed (SPEC section 3). */
export function toAddressPayload(draft: NewAddressDraft): AddressPayload {
  const { mainEmail: _mainEmail, ...address } = draft;
  return { ...address, CountryId: idOrNull(address.CountryId), StateProvinceId: idOrNull(address.StateProvinceId) };
}
