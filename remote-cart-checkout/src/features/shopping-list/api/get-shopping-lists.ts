import * as v from 'valibot';
import { ShoppingListSchema } from '@parts/contract/lists';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const SHOPPING_LISTS = declareQuery(keys.shoppingLists, ['GET /api/ShoppingList']);

/** GET /api/ShoppingList: the dealer's lists. */
export const shoppingListsQuery = (locale: Locale) =>
  apiQuery(SHOPPING_LISTS, locale, ({ signal, locale }) =>
    http.get('/api/ShoppingList', { schema: v.array(ShoppingListSchema), signal, locale }),
  );
