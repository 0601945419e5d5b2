import { OrderMailSettingsSchema, type OrderMailSettings } from '@parts/contract/order-tracking';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** Extension order-tracking (issue 40): which mail of an order's life the dealer gets. */
export const ORDER_MAIL = declareQuery([...keys.customer, 'order-mail'], ['GET /api/Customer/OrderMail']);

/** GET /api/Customer/OrderMail */
export const orderMailQuery = (locale: Locale) =>
  apiQuery(ORDER_MAIL, locale, ({ signal, locale }) =>
    http.get('/api/Customer/OrderMail', { schema: OrderMailSettingsSchema, quiet: true, signal, locale }),
  );

export const saveOrderMailMutation = {
  calls: ['POST /api/Customer/OrderMail'],
  invalidates: [keys.customer],
} satisfies MutationDeclaration;

/** POST /api/Customer/OrderMail: the three switches as they now stand. */
export const useSaveOrderMail = () =>
  useApiMutation({
    ...saveOrderMailMutation,
    mutationFn: (settings: OrderMailSettings) =>
      http.post('/api/Customer/OrderMail', settings, { schema: OrderMailSettingsSchema, quiet: true }),
  });
