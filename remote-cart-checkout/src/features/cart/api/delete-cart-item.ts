import { http } from '@parts/shared-kernel';
import { DoneSchema } from './cart-schemas';

/** POST /api/ShoppingCart/DeleteItem: removes a line (Quantity 0). */
export async function deleteCartItem(productId: number): Promise<void> {
  await http.post('/api/ShoppingCart/DeleteItem', { ProductId: productId, Quantity: 0 }, { schema: DoneSchema });
}
