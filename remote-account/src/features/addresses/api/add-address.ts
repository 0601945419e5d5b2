import { AddressSchema, http, type Address } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';
import { toAddressPayload, type NewAddressDraft } from './address-payload';

/** POST /api/Customer/AddAddress: the address without Id (main e-mail removed); answers the created address. */
export function addAddress(draft: NewAddressDraft): Promise<Address> {
  return http.post('/api/Customer/AddAddress', toAddressPayload(draft), { schema: AddressSchema });
}

/** The customer's addresses are part of the shared customer query; the checkout's methods and the totals read them. */
export const addAddressMutation = {
  calls: ['POST /api/Customer/AddAddress'],
  mutationFn: addAddress,
  invalidates: [keys.customer, keys.checkout, keys.totals],
} satisfies ApiMutationOptions<Address, NewAddressDraft>;
