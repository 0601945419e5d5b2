import { AddressSchema, http, type Address } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';
import type { AddressValues } from '../address-schema';
import { toAddressPayload } from './address-payload';

/** POST /api/Customer/UpdateAddress: the address with its Id; answers the updated address. */
export function updateAddress(id: number, values: AddressValues): Promise<Address> {
  return http.post('/api/Customer/UpdateAddress', { Id: id, ...toAddressPayload(values) }, { schema: AddressSchema });
}

/** The customer's addresses are part of the shared customer query; the checkout's methods (its country) and the totals (the shipping fee) read them. */
export const updateAddressMutation = {
  calls: ['POST /api/Customer/UpdateAddress'],
  mutationFn: ({ id, values }: { id: number; values: AddressValues }) => updateAddress(id, values),
  invalidates: [keys.customer, keys.checkout, keys.totals],
} satisfies ApiMutationOptions<Address, { id: number; values: AddressValues }>;
