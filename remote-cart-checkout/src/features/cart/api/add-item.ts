import type * as v from 'valibot';
import type { AddItemRequest } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation } from '@parts/shared-kernel/query';

/** POST /api/Level4/AddItem: adds a product; answers notices (the first one is shown as info). The cart is asked again. */
export const useAddItem = () =>
  useApiMutation({
    mutationFn: (request: v.InferInput<typeof AddItemRequest>) => http.post('/api/Level4/AddItem', request, { schema: NoticesSchema }),
    invalidates: [keys.cart],
  });
