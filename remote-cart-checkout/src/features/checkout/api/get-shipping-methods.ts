import { PaymentMethodsSchema, ShippingMethodsSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery } from '@parts/shared-kernel/query';
import { CHECKOUT_KEY, type PaymentMethod, type ShippingMethods } from './checkout-schemas';

/** The methods serving a shipping address: its shipping methods (and warnings), and the payment methods of its country. */
export interface AddressMethods extends ShippingMethods {
  PaymentMethods: PaymentMethod[];
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const ADDRESS_METHODS = declareQuery(
  [...CHECKOUT_KEY, 'methods'],
  ['GET /api/ShoppingCart/ShippingMethods', 'GET /api/ShoppingCart/PaymentMethods'],
);

/**
 * GET /api/ShoppingCart/ShippingMethods?addressId= and GET /api/ShoppingCart/PaymentMethods?countryId=,
 * asked at once and answered together: the payment methods name the shipping methods they go with,
 * in the same language. Another language keeps the lists shown until both are in; another address
 * shows none meanwhile.
 */
export const addressMethodsQuery = (addressId: number, countryId: number | null, locale: Locale) =>
  apiQuery(keyed(ADDRESS_METHODS, addressId, countryId), locale, async ({ signal, locale }): Promise<AddressMethods> => {
    const [shipping, payment] = await Promise.all([
      http.get('/api/ShoppingCart/ShippingMethods', { schema: ShippingMethodsSchema, query: { addressId }, signal, locale }),
      http.get('/api/ShoppingCart/PaymentMethods', { schema: PaymentMethodsSchema, query: { countryId }, signal, locale }),
    ]);
    return { ...shipping, PaymentMethods: payment.PaymentMethods };
  });
