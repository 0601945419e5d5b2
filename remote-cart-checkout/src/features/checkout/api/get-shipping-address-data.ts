import { http } from '@parts/shared-kernel';
import { ShippingAddressDataSchema, type ShippingAddressData } from './checkout-schemas';

/** GET /api/ShoppingCart/ShippingAddress: existing addresses, pickup points and the pickup flags. */
export function getShippingAddressData(): Promise<ShippingAddressData> {
  return http.get('/api/ShoppingCart/ShippingAddress', { schema: ShippingAddressDataSchema });
}
