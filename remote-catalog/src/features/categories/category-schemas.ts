import type * as v from 'valibot';
import * as contract from '@parts/contract/catalogue';

/** SPEC section 3, "Category", as the contract has it. */
export const CategorySchema = contract.CategorySchema;
export type Category = v.InferOutput<typeof CategorySchema>;
