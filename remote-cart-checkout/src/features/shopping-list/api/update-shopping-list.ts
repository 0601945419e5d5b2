import { http } from '@parts/shared-kernel';
import { ShoppingListSchema, type ShoppingList } from './shopping-list-schemas';

export interface ShoppingListItem {
  Sku: string;
  Quantity: number;
}

/** PUT /api/ShoppingList/{id}: the list's items replaced by these. */
export function updateShoppingList(listId: number, items: ShoppingListItem[]): Promise<ShoppingList> {
  return http.put(`/api/ShoppingList/${encodeURIComponent(String(listId))}`, { Items: items }, { schema: ShoppingListSchema });
}
