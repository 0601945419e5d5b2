import type * as v from 'valibot';
import * as contract from '@parts/contract/lists';

/** SPEC section 3, "Shopping list", as the contract has it. */
export const ShoppingListSchema = contract.ShoppingListSchema;
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;
