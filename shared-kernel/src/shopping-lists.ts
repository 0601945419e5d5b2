/**
 * GET /api/ShoppingList, the dealer's lists with their items (part names in the shop's language):
 * one query for every app that shows them (the account's lists page, the cart's 'Shopping List'
 * form, the header's badge). The header's `shopping-list:count` follows every answer, so whatever
 * invalidates `keys.shoppingLists` updates the badge too. An entry of its own
 * (`@parts/shared-kernel/shopping-lists`, bundled into the apps that show lists): the query facade,
 * on every page, stays as light as it was.
 */
import * as v from 'valibot';
import { ShoppingListSchema } from '@parts/contract/lists';
// the kernel by its name: the shop's one shared copy (a relative import would bundle a second one into this entry)
import { emit, http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

const ShoppingListsSchema = v.array(ShoppingListSchema);
export type ShoppingList = v.InferOutput<typeof ShoppingListsSchema>[number];

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const SHOPPING_LISTS = declareQuery(keys.shoppingLists, ['GET /api/ShoppingList']);

export const shoppingListsQuery = (locale: Locale) =>
  apiQuery(SHOPPING_LISTS, locale, async ({ signal, locale }) => {
    const lists = await http.get('/api/ShoppingList', { schema: ShoppingListsSchema, signal, locale });
    emit('shopping-list:count', lists.length);
    return lists;
  });
