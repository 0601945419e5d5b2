import * as v from 'valibot';
import { ORDER_NOTE_MAX_LENGTH } from './checkout-rules';

/** Confirm step (SPEC section 5): order note up to 2000 characters; terms required. */
export const ConfirmSchema = v.object({
  orderNote: v.pipe(v.string(), v.maxLength(ORDER_NOTE_MAX_LENGTH, 'orderNoteTooLong')),
  terms: v.pipe(
    v.boolean(),
    v.check((accepted) => accepted, 'required'),
  ),
});
export type ConfirmValues = v.InferInput<typeof ConfirmSchema>;
