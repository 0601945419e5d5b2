import type * as v from 'valibot';
import type { ShoppingListSchema } from '@parts/contract/lists';

/** SPEC section 3, "Shopping list": the contract's schema, read strictly. */
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;
