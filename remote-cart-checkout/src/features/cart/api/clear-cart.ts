import { SuccessSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation } from '@parts/shared-kernel/query';
import { invalidateCart } from './invalidate-cart';

/** POST /api/ShoppingCart/ClearCart: empties the cart; the cart is asked again (after a failure too). */
export const useClearCart = () =>
  useApiMutation({
    mutationFn: async (): Promise<void> => {
      await http.post('/api/ShoppingCart/ClearCart', undefined, { schema: SuccessSchema });
    },
    invalidates: [keys.cart],
    onError: () => invalidateCart(),
  });
