import * as v from 'valibot';
import { http } from '@parts/shared-kernel';

/** GET /api/Level4/Cart: only how many lines the cart holds (for the header's `cart:count`). */
export async function countCartLines(): Promise<number> {
  const lines = await http.get('/api/Level4/Cart', { schema: v.array(v.unknown()) });
  return lines.length;
}
