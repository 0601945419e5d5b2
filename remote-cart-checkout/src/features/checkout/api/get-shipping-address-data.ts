import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ShippingAddressDataSchema } from '@parts/contract/checkout';
import { http, type Locale } from '@parts/shared-kernel';
import { CHECKOUT_KEY } from './checkout-schemas';

export const SHIPPING_ADDRESS_DATA_KEY = [...CHECKOUT_KEY, 'shipping-address'] as const;

/** GET /api/ShoppingCart/ShippingAddress: existing addresses, pickup points and the pickup flags (names in the shop's language). */
export const shippingAddressDataQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...SHIPPING_ADDRESS_DATA_KEY, locale] as const,
    queryFn: ({ signal }) => http.get('/api/ShoppingCart/ShippingAddress', { schema: ShippingAddressDataSchema, signal }),
    placeholderData: keepPreviousData,
  });
