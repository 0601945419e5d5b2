import { UpdateItemResponseSchema } from '@parts/contract/cart';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';
import { invalidateCart } from './invalidate-cart';

/**
 * POST /api/ShoppingCart/UpdateItem: a new quantity for a line; answers the API's notices (why the
 * quantity set differs), if any. The cart is asked again (after a failure too).
 */
export const updateCartItemMutation = {
  calls: ['POST /api/ShoppingCart/UpdateItem'],
  invalidates: [keys.cart],
} satisfies MutationDeclaration;

/** A line's new quantity; with the extension job-reference the line's job (JobReference) and maybe a new one (NewJobReference). */
interface UpdateCartItem {
  productId: number;
  quantity: number;
  JobReference?: string;
  NewJobReference?: string;
}

export const useUpdateCartItem = () =>
  useApiMutation({
    ...updateCartItemMutation,
    mutationFn: async ({ productId, quantity, ...job }: UpdateCartItem): Promise<string[]> => {
      const answer = await http.post(
        '/api/ShoppingCart/UpdateItem',
        { ProductId: productId, Quantity: quantity, ...job },
        { schema: UpdateItemResponseSchema },
      );
      return answer.Notices ?? [];
    },
    onError: () => invalidateCart(),
  });
