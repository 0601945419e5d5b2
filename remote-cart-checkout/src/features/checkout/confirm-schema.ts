import type * as v from 'valibot';
import { confirmFormSchema } from '@parts/contract/checkout-request';

/** Confirm step (SPEC section 5): the contract's confirm rules (order note up to 2000 characters; terms required). */
export const ConfirmSchema = confirmFormSchema({ required: 'required', orderNoteTooLong: 'orderNoteTooLong' });
export type ConfirmValues = v.InferInput<typeof ConfirmSchema>;
