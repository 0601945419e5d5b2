import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation } from '@parts/shared-kernel/query';

/** POST /api/ShoppingList: a new list named Name holding the current cart; the lists are asked again. */
export const useCreateShoppingList = () =>
  useApiMutation({
    mutationFn: (name: string) => http.post('/api/ShoppingList', { Name: name }, { schema: ShoppingListSchema, quiet: true }),
    invalidates: [keys.shoppingLists],
  });
