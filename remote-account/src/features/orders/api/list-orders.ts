import type * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http } from '@parts/shared-kernel';

/** SPEC section 3, "Order (history)", as the contract has it. */
const OrderListSchema = contract.OrderListSchema;
export type OrderSummary = v.InferOutput<typeof OrderListSchema>['Orders'][number];

/** GET /api/Order/List: the customer's web orders, newest first. */
export async function listOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  const answer = await http.get('/api/Order/List', { schema: OrderListSchema, ...(signal ? { signal } : {}) });
  return answer.Orders;
}
