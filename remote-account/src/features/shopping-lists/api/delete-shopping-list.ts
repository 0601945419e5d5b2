import * as v from 'valibot';
import { http } from '@parts/shared-kernel';

/** DELETE /api/ShoppingList/{id} */
export async function deleteShoppingList(listId: number): Promise<void> {
  await http.delete(`/api/ShoppingList/${encodeURIComponent(String(listId))}`, { schema: v.unknown() });
}
