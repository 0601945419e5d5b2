import * as v from 'valibot';
import { ShoppingListSchema } from '@parts/contract/lists';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keys } from '@parts/shared-kernel/query';

/** GET /api/ShoppingList: the dealer's lists. */
export const shoppingListsQuery = (locale: Locale) =>
  apiQuery(keys.shoppingLists, locale, ({ signal, locale }) =>
    http.get('/api/ShoppingList', { schema: v.array(ShoppingListSchema), signal, locale }),
  );
