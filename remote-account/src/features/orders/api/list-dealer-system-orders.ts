import * as v from 'valibot';
import { http, num, text } from '@parts/shared-kernel';

/** SPEC section 3, external dealer-system order. */
export const DealerSystemOrderSchema = v.object({
  documentNo: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
  documentDate: text(),
  description: text(),
  dueDate: text(),
  amount: num(),
  branchCode: v.optional(v.nullable(v.union([v.string(), v.number()])), ''),
});
export type DealerSystemOrder = v.InferOutput<typeof DealerSystemOrderSchema>;

/** GET /api/level4Customer/incadeaOrders: the dealer-management-system order history (only when enabled). */
export function listDealerSystemOrders(signal?: AbortSignal): Promise<DealerSystemOrder[]> {
  return http.get('/api/level4Customer/incadeaOrders', { schema: v.array(DealerSystemOrderSchema), ...(signal ? { signal } : {}) });
}
