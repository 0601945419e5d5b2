import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { invalidateCart } from './invalidate-cart';

/** POST /api/ShoppingCart/ClearCart: empties the cart. */
export const clearCartMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: async (): Promise<void> => {
      await http.post('/api/ShoppingCart/ClearCart', undefined, { schema: SuccessSchema });
    },
    onSettled: () => invalidateCart(client),
  });
