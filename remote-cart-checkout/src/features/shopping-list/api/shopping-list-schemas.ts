import type * as v from 'valibot';
import * as contract from '@parts/contract/lists';
import { tolerant } from '@parts/contract/tolerant';

/** SPEC section 3, "Shopping list", as the contract has it (read tolerantly). */
export const ShoppingListSchema = tolerant(contract.ShoppingListSchema);
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;
