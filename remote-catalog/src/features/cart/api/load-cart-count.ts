import * as v from 'valibot';
import { http } from '@parts/shared-kernel';

/** GET /api/Level4/Cart: only the number of lines is needed here (for the header badge). */
export async function loadCartCount(): Promise<number> {
  const lines = await http.get('/api/Level4/Cart', { schema: v.array(v.unknown()) });
  return lines.length;
}
