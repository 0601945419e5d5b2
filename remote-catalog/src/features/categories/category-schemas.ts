import type * as v from 'valibot';
import * as contract from '@parts/contract/catalogue';
import { tolerant } from '@parts/contract/tolerant';

/** SPEC section 3, "Category", as the contract has it (read tolerantly). */
export const CategorySchema = tolerant(contract.CategorySchema);
export type Category = v.InferOutput<typeof CategorySchema>;
