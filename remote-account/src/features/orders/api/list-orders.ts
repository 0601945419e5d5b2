import type * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keys } from '@parts/shared-kernel/query';

/** SPEC section 3, "Order (history)", as the contract has it. */
export type OrderSummary = v.InferOutput<typeof contract.OrderListSchema>['Orders'][number];

/** GET /api/Order/List: the customer's web orders, newest first. */
export const ordersQuery = (locale: Locale) =>
  apiQuery([...keys.orders, 'web'], locale, async ({ signal, locale }) => {
    const answer = await http.get('/api/Order/List', { schema: contract.OrderListSchema, signal, locale });
    return answer.Orders;
  });
