/**
 * GET /api/Level4/Cart, the cart lines (names in the shop's language): one query for every app
 * that reads the cart (the cart and checkout pages, the header's count after a change made
 * elsewhere: `refreshCartCount`). `cart:count` follows every answer. Under `keys.cart`, so every
 * change to the cart asks again; asked afresh on each visit (the cart may have been filled
 * elsewhere meanwhile). An entry of its own (`@parts/shared-kernel/cart`): the query facade and the
 * kernel, on every page, stay as light as they were.
 */
import * as v from 'valibot';
import { CartLineSchema } from '@parts/contract/cart';
// the kernel by its name: the shop's one shared copy (a relative import would bundle a second one into this entry)
import { emit, http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CART_LINES = declareQuery([...keys.cart, 'lines'], ['GET /api/Level4/Cart']);

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
