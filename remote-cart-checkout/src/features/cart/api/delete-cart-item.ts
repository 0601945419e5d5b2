import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { invalidateCart } from './invalidate-cart';

/** POST /api/ShoppingCart/DeleteItem: removes a line (Quantity 0). */
export const deleteCartItemMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: async (productId: number): Promise<void> => {
      await http.post('/api/ShoppingCart/DeleteItem', { ProductId: productId, Quantity: 0 }, { schema: SuccessSchema });
    },
    onSettled: () => invalidateCart(client),
  });
