import type * as v from 'valibot';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AddItemRequest } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { invalidateCart } from './invalidate-cart';

/** POST /api/Level4/AddItem: adds a product; answers notices (the first one is shown as info). */
export function addItem(request: v.InferInput<typeof AddItemRequest>): Promise<string[]> {
  return http.post('/api/Level4/AddItem', request, { schema: NoticesSchema });
}

export const addItemMutation = (client: QueryClient) => mutationOptions({ mutationFn: addItem, onSettled: () => invalidateCart(client) });
