import { PaymentMethodsSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery } from '@parts/shared-kernel/query';
import { CHECKOUT_KEY } from './checkout-schemas';

/** GET /api/ShoppingCart/PaymentMethods without a country: every payment method (pickup in store offers those without shipments). */
export const pickupPaymentMethodsQuery = (locale: Locale) =>
  apiQuery(
    [...CHECKOUT_KEY, 'payment-methods'],
    locale,
    async ({ signal, locale }) =>
      (await http.get('/api/ShoppingCart/PaymentMethods', { schema: PaymentMethodsSchema, signal, locale })).PaymentMethods,
  );
