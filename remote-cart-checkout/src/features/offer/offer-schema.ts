import * as v from 'valibot';

/** Offer (SPEC section 5): the name is required, the comment free. */
export const OfferSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('required')),
  comment: v.string(),
});
export type OfferValues = v.InferInput<typeof OfferSchema>;
