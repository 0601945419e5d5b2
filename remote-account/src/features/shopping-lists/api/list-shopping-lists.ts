import * as v from 'valibot';
import { http, id, list, num, text } from '@parts/shared-kernel';

export const ShoppingListItemSchema = v.object({ Sku: text(), Name: text(), Quantity: num() });
export type ShoppingListItem = v.InferOutput<typeof ShoppingListItemSchema>;

export const ShoppingListSchema = v.object({ Id: id(), Name: text(), Items: list(ShoppingListItemSchema) });
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;

/** GET /api/ShoppingList: the customer's lists with their items. */
export function listShoppingLists(signal?: AbortSignal): Promise<ShoppingList[]> {
  return http.get('/api/ShoppingList', { schema: v.array(ShoppingListSchema), ...(signal ? { signal } : {}) });
}
