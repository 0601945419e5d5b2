import { ConfirmCheckoutResultSchema } from '@parts/contract/checkout';
import { http } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import type { TotalsRequest } from '../../totals/api/totals-request';
import { invalidateCart } from '../../cart/api/invalidate-cart';

/**
 * POST /api/ShoppingCart/ConfirmCheckout: places the order. A placed order empties the cart: it is
 * asked again on its next look (not now: the checkout is leaving, and an empty cart would send it to /cart).
 */
export const useConfirmCheckout = () =>
  useApiMutation({
    mutationFn: (request: TotalsRequest) =>
      http.post('/api/ShoppingCart/ConfirmCheckout', request, { schema: ConfirmCheckoutResultSchema }),
    invalidates: [],
    onSuccess: (result) => (result.Success ? invalidateCart(true) : undefined),
  });
