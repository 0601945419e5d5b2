import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ConfirmCheckoutResultSchema } from '@parts/contract/checkout';
import { http } from '@parts/shared-kernel';
import type { TotalsRequest } from '../../totals/api/totals-request';
import { invalidateCart } from '../../cart/api/invalidate-cart';

/** POST /api/ShoppingCart/ConfirmCheckout: places the order; a placed order empties the cart (asked again on the next look, the checkout is leaving). */
export const confirmCheckoutMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (request: TotalsRequest) =>
      http.post('/api/ShoppingCart/ConfirmCheckout', request, { schema: ConfirmCheckoutResultSchema }),
    onSuccess: (result) => (result.Success ? invalidateCart(client, true) : undefined),
  });
