import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { UpdateItemResponseSchema } from '@parts/contract/cart';
import { http } from '@parts/shared-kernel';
import { invalidateCart } from './invalidate-cart';

/** POST /api/ShoppingCart/UpdateItem: a new quantity for a line; answers the API's notices (why the quantity set differs), if any. */
export const updateCartItemMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ productId, quantity }: { productId: number; quantity: number }): Promise<string[]> => {
      const answer = await http.post(
        '/api/ShoppingCart/UpdateItem',
        { ProductId: productId, Quantity: quantity },
        { schema: UpdateItemResponseSchema },
      );
      return answer.Notices ?? [];
    },
    onSettled: () => invalidateCart(client),
  });
