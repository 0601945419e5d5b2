import type * as v from 'valibot';
import type * as contract from '@parts/contract/catalogue';

/** SPEC section 3, "Category", as the contract has it (the schema is the contract's). */
export type Category = v.InferOutput<typeof contract.CategorySchema>;
