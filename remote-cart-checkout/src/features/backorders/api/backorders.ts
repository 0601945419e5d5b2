import { BackordersSettingSchema } from '@parts/contract/cart';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** GET /api/ShoppingCart/Backorders (extension backorders): whether the company orders beyond the stock. */
export const BACKORDERS = declareQuery([...keys.cart, 'backorders'], ['GET /api/ShoppingCart/Backorders']);

export const backordersQuery = (locale: Locale) =>
  apiQuery(BACKORDERS, locale, ({ signal, locale }) =>
    http.get('/api/ShoppingCart/Backorders', { schema: BackordersSettingSchema, signal, locale }),
  );

/** POST /api/ShoppingCart/Backorders: order beyond the stock from now on, or not (the cart is asked again). */
export const acceptBackordersMutation = {
  calls: ['POST /api/ShoppingCart/Backorders'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

export const useAcceptBackorders = () =>
  useApiMutation({
    ...acceptBackordersMutation,
    mutationFn: (accept: boolean) => http.post('/api/ShoppingCart/Backorders', { Accept: accept }, { schema: BackordersSettingSchema }),
  });
