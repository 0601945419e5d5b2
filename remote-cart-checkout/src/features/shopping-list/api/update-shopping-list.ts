import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { SHOPPING_LISTS_KEY } from './shopping-list-schemas';

export interface ShoppingListItem {
  Sku: string;
  Quantity: number;
}

/** PUT /api/ShoppingList/{id}: the list's items replaced by these; the lists are asked again. */
export const updateShoppingListMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: ({ listId, items }: { listId: number; items: ShoppingListItem[] }) =>
      http.put(`/api/ShoppingList/${encodeURIComponent(String(listId))}`, { Items: items }, { schema: ShoppingListSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: SHOPPING_LISTS_KEY }),
  });
