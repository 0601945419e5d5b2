import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { ShoppingListSchema } from '@parts/contract/lists';
import { http } from '@parts/shared-kernel';
import { SHOPPING_LISTS_KEY } from './shopping-list-schemas';

/** POST /api/ShoppingList: a new list named Name holding the current cart; the lists are asked again. */
export const createShoppingListMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (name: string) => http.post('/api/ShoppingList', { Name: name }, { schema: ShoppingListSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: SHOPPING_LISTS_KEY }),
  });
