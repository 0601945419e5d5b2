import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { CartLineSchema, type CartLine } from './cart-schemas';

/** GET /api/Level4/Cart: the cart lines. */
export function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  return http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema), ...(signal ? { signal } : {}) });
}
