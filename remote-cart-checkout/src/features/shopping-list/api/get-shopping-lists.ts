import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { ShoppingListSchema } from '@parts/contract/lists';
import { http, type Locale } from '@parts/shared-kernel';
import { SHOPPING_LISTS_KEY } from './shopping-list-schemas';

/** GET /api/ShoppingList: the dealer's lists. */
export const shoppingListsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...SHOPPING_LISTS_KEY, locale] as const,
    queryFn: ({ signal }) => http.get('/api/ShoppingList', { schema: v.array(ShoppingListSchema), signal }),
  });
