import { http } from '@parts/shared-kernel';
import { UpdateItemAnswerSchema } from './cart-schemas';

/** POST /api/ShoppingCart/UpdateItem: a new quantity for a line; answers the API's notices (why the quantity set differs), if any. */
export async function updateCartItem(productId: number, quantity: number): Promise<string[]> {
  const answer = await http.post('/api/ShoppingCart/UpdateItem', { ProductId: productId, Quantity: quantity }, { schema: UpdateItemAnswerSchema });
  return answer.Notices ?? [];
}
