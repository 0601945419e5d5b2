import * as v from 'valibot';
import * as contract from '@parts/contract/lists';
import { emit, http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, "Shopping list", as the contract has it. */
export type ShoppingList = v.InferOutput<typeof contract.ShoppingListSchema>;
export type ShoppingListItem = ShoppingList['Items'][number];

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const SHOPPING_LISTS = declareQuery(keys.shoppingLists, ['GET /api/ShoppingList']);

/**
 * GET /api/ShoppingList: the customer's lists with their items (part names in the shop's
 * language). The header's `shopping-list:count` follows every answer, so a change that
 * invalidates `keys.shoppingLists` updates the badge too.
 */
export const shoppingListsQuery = (locale: Locale) =>
  apiQuery(SHOPPING_LISTS, locale, async ({ signal, locale }) => {
    const lists = await http.get('/api/ShoppingList', { schema: v.array(contract.ShoppingListSchema), signal, locale });
    emit('shopping-list:count', lists.length);
    return lists;
  });
