import * as v from 'valibot';
import * as contract from '@parts/contract/cart';
import { NoticesSchema as NoticesContract } from '@parts/contract/common';

/** SPEC section 3, "Cart line", as the contract has it. */
export const CartLineSchema = contract.CartLineSchema;
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** Add-item style answers: a list of notices, the first one shown as info. */
export const NoticesSchema = NoticesContract;

/** UpdateItem's answer: { Success }, and Notices when the API set another quantity than asked (a back end without them answers none). */
export const UpdateItemAnswerSchema = v.fallback(v.object({ Notices: v.fallback(v.optional(v.array(v.string())), undefined) }), {});

/** Mutations with nothing to return. */
export const DoneSchema = v.unknown();
