import { SuccessSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';
import { invalidateCart } from './invalidate-cart';

/** POST /api/ShoppingCart/DeleteItem: removes a line (Quantity 0); the cart is asked again (after a failure too). */
export const deleteCartItemMutation = {
  calls: ['POST /api/ShoppingCart/DeleteItem'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

export const useDeleteCartItem = () =>
  useApiMutation({
    ...deleteCartItemMutation,
    // JobReference: the line's job (extension job-reference), absent for the line without one
    mutationFn: async ({ productId, JobReference }: { productId: number; JobReference?: string }): Promise<void> => {
      const job = JobReference ? { JobReference } : {};
      await http.post('/api/ShoppingCart/DeleteItem', { ProductId: productId, Quantity: 0, ...job }, { schema: SuccessSchema });
    },
    onError: () => invalidateCart(),
  });
