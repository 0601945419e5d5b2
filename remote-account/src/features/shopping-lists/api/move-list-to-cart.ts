import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, type ApiMutationOptions } from '@parts/shared-kernel/query';

/** POST /api/ShoppingList/CreateCart/{id} with the SKUs to move; answers the notices (like AddItem). */
export function moveListToCart(listId: number, skus: string[]): Promise<string[]> {
  return http.post(`/api/ShoppingList/CreateCart/${listId}`, skus, { schema: NoticesSchema });
}

/** The list's parts go into the cart: the cart is asked again (the caller publishes the header's count). */
export const moveListToCartMutation = {
  mutationFn: ({ listId, skus }: { listId: number; skus: string[] }) => moveListToCart(listId, skus),
  invalidates: [keys.cart],
} satisfies ApiMutationOptions<string[], { listId: number; skus: string[] }>;
