import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';

/** POST /api/ShoppingList/CreateCart/{id} with the SKUs to move; answers the notices (like AddItem). */
export function moveListToCart(listId: number, skus: string[]): Promise<string[]> {
  return http.post(`/api/ShoppingList/CreateCart/${encodeURIComponent(String(listId))}`, skus, {
    schema: NoticesSchema,
  });
}
