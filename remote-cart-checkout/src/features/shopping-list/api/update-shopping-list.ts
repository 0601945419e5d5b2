import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation } from '@parts/shared-kernel/query';

export interface ShoppingListItem {
  Sku: string;
  Quantity: number;
}

/** PUT /api/ShoppingList/{id}: the list's items replaced by these; the lists are asked again. */
export const useUpdateShoppingList = () =>
  useApiMutation({
    mutationFn: ({ listId, items }: { listId: number; items: ShoppingListItem[] }) =>
      http.put(`/api/ShoppingList/${listId}`, { Items: items }, { schema: ShoppingListSchema }),
    invalidates: [keys.shoppingLists],
  });
