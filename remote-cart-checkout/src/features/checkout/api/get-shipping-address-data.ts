import { ShippingAddressDataSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** Under the customer's key: a change to the customer's addresses (here or in the account) asks it again. */
export const SHIPPING_ADDRESS_DATA_KEY = [...keys.customer, 'checkout-shipping-address'] as const;

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const SHIPPING_ADDRESS_DATA = declareQuery(SHIPPING_ADDRESS_DATA_KEY, ['GET /api/ShoppingCart/ShippingAddress']);

/** GET /api/ShoppingCart/ShippingAddress: existing addresses, pickup points and the pickup flags (names in the shop's language). */
export const shippingAddressDataQuery = (locale: Locale) =>
  apiQuery(SHIPPING_ADDRESS_DATA, locale, ({ signal, locale }) =>
    http.get('/api/ShoppingCart/ShippingAddress', { schema: ShippingAddressDataSchema, signal, locale }),
  );
