import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PaymentMethodsSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { CHECKOUT_KEY } from './checkout-schemas';

/** GET /api/ShoppingCart/PaymentMethods without a country: every payment method (pickup in store offers those without shipments). */
export const pickupPaymentMethodsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, 'payment-methods', null, locale] as const,
    queryFn: async ({ signal }) =>
      (await http.get('/api/ShoppingCart/PaymentMethods', { schema: PaymentMethodsSchema, signal })).PaymentMethods,
    placeholderData: keepPreviousData,
  });
