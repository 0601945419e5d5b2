import * as v from 'valibot';
import { http, id, list, num, text } from '@parts/shared-kernel';

export const OrderSummarySchema = v.object({
  Id: id(),
  OrderNumber: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  CreatedOn: text(),
  OrderTotal: num(),
  PaymentStatus: text(),
  ShippingStatus: text(),
  OrderStatus: text(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;

const OrderListSchema = v.object({ Orders: list(OrderSummarySchema) });

/** GET /api/Order/List: the customer's web orders, newest first. */
export async function listOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  const answer = await http.get('/api/Order/List', { schema: OrderListSchema, ...(signal ? { signal } : {}) });
  return answer.Orders;
}
