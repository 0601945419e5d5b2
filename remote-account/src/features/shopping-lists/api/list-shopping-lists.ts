import * as v from 'valibot';
import * as contract from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';

/** SPEC section 3, "Shopping list", as the contract has it. */
const ShoppingListsSchema = v.array(contract.ShoppingListSchema);
export type ShoppingList = v.InferOutput<typeof ShoppingListsSchema>[number];
export type ShoppingListItem = ShoppingList['Items'][number];

/** GET /api/ShoppingList: the customer's lists with their items. */
export function listShoppingLists(signal?: AbortSignal): Promise<ShoppingList[]> {
  return http.get('/api/ShoppingList', { schema: ShoppingListsSchema, ...(signal ? { signal } : {}) });
}
