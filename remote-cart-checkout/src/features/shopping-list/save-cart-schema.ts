import * as v from 'valibot';

/** Save-cart (SPEC section 5): a name for a new list, a chosen list for an update. */
export const SaveCartSchema = v.variant('mode', [
  v.object({ mode: v.literal('new'), name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')), listId: v.string() }),
  v.object({ mode: v.literal('existing'), name: v.string(), listId: v.pipe(v.string(), v.nonEmpty('required')) }),
]);
export type SaveCartValues = v.InferInput<typeof SaveCartSchema>;

/** Whether Save Cart may be pressed. */
export function canSaveCart(values: { mode: 'new' | 'existing'; name: string; listId: string }): boolean {
  return values.mode === 'new' ? values.name.trim() !== '' : values.listId !== '';
}
