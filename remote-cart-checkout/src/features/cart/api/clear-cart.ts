import { http } from '@parts/shared-kernel';
import { DoneSchema } from './cart-schemas';

/** POST /api/ShoppingCart/ClearCart: empties the cart. */
export async function clearCart(): Promise<void> {
  await http.post('/api/ShoppingCart/ClearCart', undefined, { schema: DoneSchema });
}
