import * as v from 'valibot';
import { http } from '@parts/shared-kernel';

/** POST /api/Customer/DeleteAddress: only the address id travels. */
export async function deleteAddress(addressId: number): Promise<void> {
  await http.post('/api/Customer/DeleteAddress', { addressId }, { schema: v.unknown() });
}
