import type * as v from 'valibot';
import { addressFormSchema } from '@parts/contract/address';

/**
 * The address form (SPEC section 5): the contract's address rules, the same the API and the
 * account's address form apply; messages are this app's i18n keys under 'validation.'.
 */
export function newAddressSchema(countryHasStates: (countryId: string) => boolean) {
  return addressFormSchema(countryHasStates, { required: 'required', email: 'email', oneLine: 'oneLine' });
}
export type NewAddressValues = v.InferInput<ReturnType<typeof newAddressSchema>>;
