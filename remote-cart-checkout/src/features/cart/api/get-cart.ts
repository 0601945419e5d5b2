import * as v from 'valibot';
import { CartLineSchema } from '@parts/contract/cart';
import { emit, http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CART_LINES = declareQuery([...keys.cart, 'lines'], ['GET /api/Level4/Cart']);

/**
 * GET /api/Level4/Cart: the cart lines (names in the shop's language); `cart:count` follows every
 * answer. Under `keys.cart`, so every change to the cart asks again; asked afresh on each visit
 * (the cart may have been filled elsewhere meanwhile).
 */
export const cartQuery = (locale: Locale) =>
  apiQuery(
    CART_LINES,
    locale,
    async ({ signal, locale }) => {
      const lines = await http.get('/api/Level4/Cart', { schema: v.array(CartLineSchema), signal, locale });
      emit('cart:count', lines.length);
      return lines;
    },
    { staleTime: 0 },
  );
