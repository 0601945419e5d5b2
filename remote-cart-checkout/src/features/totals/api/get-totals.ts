import type * as v from 'valibot';
import { TotalsSchema } from '@parts/contract/cart';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, keys } from '@parts/shared-kernel/query';
import type { TotalsRequest } from './totals-request';

/** SPEC section 3, "Cart totals": the contract's schema, read strictly. */
export type Totals = v.InferOutput<typeof TotalsSchema>;

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const TOTALS = declareQuery(keys.totals, ['POST /api/ShoppingCart/Totals']);

/** POST /api/ShoppingCart/Totals for a choice of addresses and methods; under `keys.totals`, so a change to the cart asks again. */
export const totalsQuery = (request: TotalsRequest, locale: Locale) =>
  apiQuery(keyed(TOTALS, request), locale, ({ signal, locale }) =>
    http.post('/api/ShoppingCart/Totals', request, { schema: TotalsSchema, signal, locale }),
  );

/** Another choice keeps the last totals on screen until its own are in (the summary does not jump). */
export const keepLastTotals = <T>(previous: T | undefined) => previous;
