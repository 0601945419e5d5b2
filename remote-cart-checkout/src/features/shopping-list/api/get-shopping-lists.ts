import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { ShoppingListSchema, type ShoppingList } from './shopping-list-schemas';

/** GET /api/ShoppingList: the dealer's lists. */
export function getShoppingLists(): Promise<ShoppingList[]> {
  return http.get('/api/ShoppingList', { schema: v.array(ShoppingListSchema) });
}
