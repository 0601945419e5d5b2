import * as v from 'valibot';
import { flag, http, list, num } from '@parts/shared-kernel';
import type { TotalsRequest } from './totals-request';

/** SPEC section 3, "Cart totals". */
export const TotalsSchema = v.object({
  SubTotal: num(),
  SubTotalDiscount: num(),
  Shipping: num(),
  PaymentMethodAdditionalFee: num(),
  DisplayTax: flag(),
  Tax: num(),
  DisplayTaxRates: flag(),
  TaxRates: list(v.object({ Rate: num(), Value: num() })),
  OrderTotalDiscount: num(),
  OrderTotal: num(),
  Total: num(),
});
export type Totals = v.InferOutput<typeof TotalsSchema>;

/** POST /api/ShoppingCart/Totals. */
export function getTotals(request: TotalsRequest, signal?: AbortSignal): Promise<Totals> {
  return http.post('/api/ShoppingCart/Totals', request, { schema: TotalsSchema, ...(signal ? { signal } : {}) });
}
