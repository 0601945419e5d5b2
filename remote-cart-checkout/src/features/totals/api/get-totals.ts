import type * as v from 'valibot';
import * as contract from '@parts/contract/cart';
import { http } from '@parts/shared-kernel';
import type { TotalsRequest } from './totals-request';

/** SPEC section 3, "Cart totals", as the contract has it. */
export const TotalsSchema = contract.TotalsSchema;
export type Totals = v.InferOutput<typeof TotalsSchema>;

/** POST /api/ShoppingCart/Totals. */
export function getTotals(request: TotalsRequest, signal?: AbortSignal): Promise<Totals> {
  return http.post('/api/ShoppingCart/Totals', request, { schema: TotalsSchema, ...(signal ? { signal } : {}) });
}
