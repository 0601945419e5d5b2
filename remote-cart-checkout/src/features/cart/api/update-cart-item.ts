import { http } from '@parts/shared-kernel';
import { DoneSchema } from './cart-schemas';

/** POST /api/ShoppingCart/UpdateItem: a new quantity for a line. */
export async function updateCartItem(productId: number, quantity: number): Promise<void> {
  await http.post('/api/ShoppingCart/UpdateItem', { ProductId: productId, Quantity: quantity }, { schema: DoneSchema });
}
