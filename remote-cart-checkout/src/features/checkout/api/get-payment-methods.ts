import { PaymentMethodsSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery } from '@parts/shared-kernel/query';
import { CHECKOUT_KEY } from './checkout-schemas';

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const PICKUP_PAYMENT_METHODS = declareQuery([...CHECKOUT_KEY, 'payment-methods'], ['GET /api/ShoppingCart/PaymentMethods']);

/** GET /api/ShoppingCart/PaymentMethods without a country: every payment method (pickup in store offers those without shipments). */
export const pickupPaymentMethodsQuery = (locale: Locale) =>
  apiQuery(
    PICKUP_PAYMENT_METHODS,
    locale,
    async ({ signal, locale }) =>
      (await http.get('/api/ShoppingCart/PaymentMethods', { schema: PaymentMethodsSchema, signal, locale })).PaymentMethods,
  );
