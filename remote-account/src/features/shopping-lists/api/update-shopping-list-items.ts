import * as contract from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';
import type { ShoppingList } from './list-shopping-lists';

export interface ListItemsChange {
  listId: number;
  /** Every item the list keeps, with its quantity (PUT replaces the list's items). */
  items: { Sku: string; Quantity: number }[];
}

/** PUT /api/ShoppingList/{id} with Items: the list's items replaced (a quantity changed, an item removed); answers the list. */
export function updateShoppingListItems({ listId, items }: ListItemsChange): Promise<ShoppingList> {
  return http.put(`/api/ShoppingList/${listId}`, { Items: items }, { schema: contract.ShoppingListSchema });
}

/** The lists are asked again (their items, and with them the header's count). */
export const updateShoppingListItemsMutation = {
  calls: ['PUT /api/ShoppingList/:id'],
  mutationFn: updateShoppingListItems,
  invalidates: [keys.shoppingLists],
} satisfies ApiMutationOptions<ShoppingList, ListItemsChange>;
