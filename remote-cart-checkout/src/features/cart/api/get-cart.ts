import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { CartLineSchema } from '@parts/contract/cart';
import { emit, http, type Locale } from '@parts/shared-kernel';

/** Every query about the cart starts with this key (lines, totals): a change to the cart invalidates it. */
export const CART_KEY = ['cart'] as const;

/** GET /api/Level4/Cart: the cart lines (names in the shop's language); `cart:count` follows every answer. */
export const cartQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...CART_KEY, 'lines', locale] as const,
    queryFn: async ({ signal }) => {
      const lines = await http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema), signal });
      emit('cart:count', lines.length);
      return lines;
    },
  });
