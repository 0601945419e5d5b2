import * as v from 'valibot';
import { emit } from './events';
import { http } from './http';

/**
 * The header's cart count is the number of lines in the cart. Every app that changes the cart
 * without holding the cart itself asks here (GET /api/Level4/Cart) and the count is published as
 * `cart:count`.
 */
export async function refreshCartCount(): Promise<number> {
  const lines = await http.get('/api/Level4/Cart', { schema: v.array(v.unknown()) });
  emit('cart:count', lines.length);
  return lines.length;
}
