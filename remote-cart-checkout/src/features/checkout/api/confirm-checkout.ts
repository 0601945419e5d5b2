import { http } from '@parts/shared-kernel';
import type { TotalsRequest } from '../../totals/api/totals-request';
import { ConfirmResultSchema, type ConfirmResult } from './checkout-schemas';

/** POST /api/ShoppingCart/ConfirmCheckout: places the order. */
export function confirmCheckout(request: TotalsRequest): Promise<ConfirmResult> {
  return http.post('/api/ShoppingCart/ConfirmCheckout', request, { schema: ConfirmResultSchema });
}
