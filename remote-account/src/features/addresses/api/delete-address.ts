import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

/** POST /api/Customer/DeleteAddress: only the address id travels. */
export async function deleteAddress(addressId: number): Promise<void> {
  await http.post('/api/Customer/DeleteAddress', { addressId }, { schema: v.unknown() });
}

/** The customer's addresses (and maybe its default ids) are part of the shared customer query; the checkout's methods and the totals read them. */
export const deleteAddressMutation = {
  calls: ['POST /api/Customer/DeleteAddress'],
  mutationFn: deleteAddress,
  invalidates: [keys.customer, keys.checkout, keys.totals],
} satisfies ApiMutationOptions<void, number>;
