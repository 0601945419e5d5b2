import { AddressSchema, http, type Address } from '@parts/shared-kernel';
import type { AddressValues } from '../address-schema';
import { toAddressPayload } from './address-payload';

/** POST /api/Customer/UpdateAddress: the address with its Id; answers the updated address. */
export function updateAddress(id: number, values: AddressValues): Promise<Address> {
  return http.post('/api/Customer/UpdateAddress', { Id: id, ...toAddressPayload(values) }, { schema: AddressSchema });
}
