import * as v from 'valibot';
import { MAX_QUANTITY, MIN_QUANTITY } from '../cart/quantity-limits';

/** Quick cart (SPEC section 5): part number required; quantity a whole number from 1, default 1. */
export const QuickCartSchema = v.object({
  sku: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  quantity: v.pipe(v.number('quantity'), v.integer('quantity'), v.minValue(MIN_QUANTITY, 'quantity'), v.maxValue(MAX_QUANTITY, 'quantity')),
});
export type QuickCartValues = v.InferInput<typeof QuickCartSchema>;
