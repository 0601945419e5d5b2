import type * as v from 'valibot';
import { quickCartFormSchema } from '@parts/contract/cart';

/** Quick cart (SPEC section 5): the contract's part-number and quantity rules; messages are i18n keys under 'validation.'. */
export const QuickCartSchema = quickCartFormSchema({ required: 'required', quantity: 'quantity' });
export type QuickCartValues = v.InferInput<typeof QuickCartSchema>;
export type QuickCartOutput = v.InferOutput<typeof QuickCartSchema>;
