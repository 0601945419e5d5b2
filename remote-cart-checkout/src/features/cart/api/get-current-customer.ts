import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { CustomerSchema } from '@parts/contract/customer';
import { http, type Locale } from '@parts/shared-kernel';

export type CurrentCustomer = v.InferOutput<typeof CustomerSchema>;

export const CUSTOMER_KEY = ['customer'] as const;

/**
 * GET /api/Customer/get: the cart and offer use the addresses and the dealer's own discount.
 * (To be replaced by the kernel's shared customer query when fe-foundation lands.)
 */
export const customerQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...CUSTOMER_KEY, locale] as const,
    queryFn: ({ signal }) => http.get('/api/Customer/get', { schema: CustomerSchema, signal }),
  });
