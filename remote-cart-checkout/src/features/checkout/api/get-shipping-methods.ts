import { http } from '@parts/shared-kernel';
import { ShippingMethodsSchema, type ShippingMethods } from './checkout-schemas';

/** GET /api/ShoppingCart/ShippingMethods?addressId=: the methods serving that address, and warnings. */
export function getShippingMethods(addressId: number): Promise<ShippingMethods> {
  return http.get('/api/ShoppingCart/ShippingMethods', { schema: ShippingMethodsSchema, query: { addressId } });
}
