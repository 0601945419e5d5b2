import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

/** DELETE /api/ShoppingList/{id} */
export async function deleteShoppingList(listId: number): Promise<void> {
  await http.delete(`/api/ShoppingList/${encodeURIComponent(String(listId))}`, { schema: v.unknown() });
}

/** The lists (and with them the header's count) are asked again. */
export const deleteShoppingListMutation = {
  calls: ['DELETE /api/ShoppingList/:id'],
  mutationFn: deleteShoppingList,
  invalidates: [keys.shoppingLists],
} satisfies ApiMutationOptions<void, number>;
