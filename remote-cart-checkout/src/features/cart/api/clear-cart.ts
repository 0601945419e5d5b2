import { SuccessSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';
import { invalidateCart } from './invalidate-cart';

export const clearCartMutation = {
  calls: ['POST /api/ShoppingCart/ClearCart'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

/** POST /api/ShoppingCart/ClearCart: empties the cart; the cart is asked again (after a failure too). */
export const useClearCart = () =>
  useApiMutation({
    ...clearCartMutation,
    mutationFn: async (): Promise<void> => {
      await http.post('/api/ShoppingCart/ClearCart', undefined, { schema: SuccessSchema });
    },
    onError: () => invalidateCart(),
  });
