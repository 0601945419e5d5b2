import * as v from 'valibot';
import { confirmFormSchema, customerReferenceFormSchema } from '@parts/contract/checkout-request';

/**
 * Confirm step (SPEC section 5): the contract's confirm rules (order note up to 2000 characters;
 * terms required) and, extension order-reference, the dealer's own reference (up to 50 characters).
 */
export const ConfirmSchema = v.object({
  ...confirmFormSchema({ required: 'required', orderNoteTooLong: 'orderNoteTooLong' }).entries,
  customerReference: customerReferenceFormSchema({ control: 'control', tooLong: 'tooLong' }),
  /** Extension vor: the order marked 'vehicle off road'. */
  vor: v.optional(v.boolean()),
});
export type ConfirmValues = v.InferInput<typeof ConfirmSchema>;
