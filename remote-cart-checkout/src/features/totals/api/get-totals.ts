import type * as v from 'valibot';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { TotalsSchema } from '@parts/contract/cart';
import { http, type Locale } from '@parts/shared-kernel';
import { CART_KEY } from '../../cart/api/get-cart';
import type { TotalsRequest } from './totals-request';

/** SPEC section 3, "Cart totals": the contract's schema, read strictly. */
export type Totals = v.InferOutput<typeof TotalsSchema>;

/**
 * POST /api/ShoppingCart/Totals for a choice of addresses and methods. Under the cart's key, so a
 * change to the cart asks again; a new choice keeps the last totals on screen until its own answer.
 */
export const totalsQuery = (request: TotalsRequest, locale: Locale) =>
  queryOptions({
    queryKey: [...CART_KEY, 'totals', request, locale] as const,
    queryFn: ({ signal }) => http.post('/api/ShoppingCart/Totals', request, { schema: TotalsSchema, signal }),
    placeholderData: keepPreviousData,
  });
