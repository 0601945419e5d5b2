import { ConfirmCheckoutResultSchema } from '@parts/contract/checkout';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';
import type { TotalsRequest } from '../../totals/api/totals-request';

/**
 * POST /api/ShoppingCart/ConfirmCheckout: places the order. A placed order is a new order in the
 * history (asked again when the history is next shown) and empties the cart: it is asked again on
 * its next look (not now: the checkout is leaving, and an empty cart would send it to /cart).
 */
export const confirmCheckoutMutation = {
  calls: ['POST /api/ShoppingCart/ConfirmCheckout'],
  invalidates: [keys.orders],
  marksStale: [keys.cart],
} satisfies MutationDeclaration;

export const useConfirmCheckout = () =>
  useApiMutation({
    ...confirmCheckoutMutation,
    mutationFn: (request: TotalsRequest) =>
      http.post('/api/ShoppingCart/ConfirmCheckout', request, { schema: ConfirmCheckoutResultSchema }),
  });
