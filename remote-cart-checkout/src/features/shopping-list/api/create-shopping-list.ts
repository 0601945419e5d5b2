import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation, type MutationDeclaration } from '@parts/shared-kernel/query';

/** POST /api/ShoppingList: a new list named Name holding the current cart; the lists are asked again. */
export const createShoppingListMutation = {
  calls: ['POST /api/ShoppingList'],
  invalidates: [keys.shoppingLists],
} satisfies MutationDeclaration;

export const useCreateShoppingList = () =>
  useApiMutation({
    ...createShoppingListMutation,
    mutationFn: (name: string) => http.post('/api/ShoppingList', { Name: name }, { schema: ShoppingListSchema, quiet: true }),
  });
