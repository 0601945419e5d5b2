import type * as v from 'valibot';
import type { ShoppingListSchema } from '@parts/contract/lists';

/** SPEC section 3, "Shopping list": the contract's schema, read strictly. */
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;

/** Every query about the dealer's lists starts with this key: saving the cart as a list invalidates it. */
export const SHOPPING_LISTS_KEY = ['shopping-lists'] as const;
