import type * as v from 'valibot';
import type { NewAddressRequest } from '@parts/contract/customer';
import { idOrNull } from '../../forms/validation';
import type { AddressValues } from '../address-schema';

/** A new address as the form holds it: it carries the customer's main e-mail, which never travels. */
export interface NewAddressDraft extends AddressValues {
  mainEmail?: string;
}

/** The contract's new-address request. */
export type AddressPayload = v.InferInput<typeof NewAddressRequest>;

/** The address fields the API takes: ids as numbers, the main e-mail removed (SPEC section 3). */
export function toAddressPayload(draft: NewAddressDraft): AddressPayload {
  const { mainEmail: _mainEmail, ...address } = draft;
  // the form requires a country (address-schema.ts)
  return { ...address, CountryId: Number(address.CountryId), StateProvinceId: idOrNull(address.StateProvinceId) };
}
