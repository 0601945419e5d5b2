import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

export interface ShoppingListItem {
  Sku: string;
  Quantity: number;
}

/** PUT /api/ShoppingList/{id}: the list's items replaced by these; the lists are asked again. */
export const updateShoppingListMutation = {
  calls: ['PUT /api/ShoppingList/:id'],
  invalidates: [keys.shoppingLists],
} satisfies MutationDeclaration;

export const useUpdateShoppingList = () =>
  useApiMutation({
    ...updateShoppingListMutation,
    mutationFn: ({ listId, items }: { listId: number; items: ShoppingListItem[] }) =>
      http.put(`/api/ShoppingList/${listId}`, { Items: items }, { schema: ShoppingListSchema }),
  });
