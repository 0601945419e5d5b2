import { http } from '@parts/shared-kernel';
import { ShoppingListSchema, type ShoppingList } from './shopping-list-schemas';

/** POST /api/ShoppingList: a new list named Name holding the current cart. */
export function createShoppingList(name: string): Promise<ShoppingList> {
  return http.post('/api/ShoppingList', { Name: name }, { schema: ShoppingListSchema });
}
