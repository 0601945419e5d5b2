import { ShippingAddressDataSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery } from '@parts/shared-kernel/query';
import { CHECKOUT_KEY } from './checkout-schemas';

export const SHIPPING_ADDRESS_DATA_KEY = [...CHECKOUT_KEY, 'shipping-address'] as const;

/** GET /api/ShoppingCart/ShippingAddress: existing addresses, pickup points and the pickup flags (names in the shop's language). */
export const shippingAddressDataQuery = (locale: Locale) =>
  apiQuery(SHIPPING_ADDRESS_DATA_KEY, locale, ({ signal, locale }) =>
    http.get('/api/ShoppingCart/ShippingAddress', { schema: ShippingAddressDataSchema, signal, locale }),
  );
