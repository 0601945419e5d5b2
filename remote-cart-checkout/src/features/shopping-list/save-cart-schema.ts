import * as v from 'valibot';
import { LIST_NAME_RULE, listNameFormRule } from '@parts/contract/lists';

/**
 * Save-cart (SPEC section 5): a name for a new list (the contract's list-name rule), a chosen list
 * for an update (UI only: the API takes the list's id in the path).
 */
export const SaveCartSchema = v.variant('mode', [
  v.object({ mode: v.literal('new'), name: listNameFormRule('required'), listId: v.string() }),
  v.object({ mode: v.literal('existing'), name: v.string(), listId: v.pipe(v.string(), v.nonEmpty('required')) }),
]);
/** The longest name the API takes (the input stops there). */
export const LIST_NAME_MAX = LIST_NAME_RULE.max;
export type SaveCartValues = v.InferInput<typeof SaveCartSchema>;

/** Whether Save Cart may be pressed: the form's values pass its rules. */
export function canSaveCart(values: { mode: 'new' | 'existing'; name: string; listId: string }): boolean {
  return v.is(SaveCartSchema, values);
}
