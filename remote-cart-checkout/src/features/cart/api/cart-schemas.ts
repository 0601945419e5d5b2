import type * as v from 'valibot';
import type { CartLineSchema } from '@parts/contract/cart';

/** SPEC section 3, "Cart line": the contract's schema, read strictly. */
export type CartLine = v.InferOutput<typeof CartLineSchema>;
