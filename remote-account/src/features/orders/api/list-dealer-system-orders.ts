import * as v from 'valibot';
import * as contract from '@parts/contract/orders';
import { http } from '@parts/shared-kernel';

/** SPEC section 3, external dealer-system order, as the contract has it. */
const DealerSystemOrdersSchema = v.array(contract.DealerSystemOrderSchema);
export type DealerSystemOrder = v.InferOutput<typeof DealerSystemOrdersSchema>[number];

/** GET /api/level4Customer/incadeaOrders: the dealer-management-system order history (only when enabled). */
export function listDealerSystemOrders(signal?: AbortSignal): Promise<DealerSystemOrder[]> {
  return http.get('/api/level4Customer/incadeaOrders', { schema: DealerSystemOrdersSchema, ...(signal ? { signal } : {}) });
}
