import type * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, "Order (history)", as the contract has it. */
export type OrderSummary = v.InferOutput<typeof contract.OrderListSchema>['Orders'][number];

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const ORDERS = declareQuery([...keys.orders, 'web'], ['GET /api/Order/List']);

/** GET /api/Order/List: the customer's web orders, newest first. */
export const ordersQuery = (locale: Locale) =>
  apiQuery(ORDERS, locale, async ({ signal, locale }) => {
    const answer = await http.get('/api/Order/List', { schema: contract.OrderListSchema, signal, locale });
    return answer.Orders;
  });
