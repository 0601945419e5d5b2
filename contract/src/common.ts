import * as v from 'valibot';

/** Answer of a mutation that has nothing else to return. */
export const SuccessSchema = v.object({ Success: v.literal(true) });
export const success = (): v.InferOutput<typeof SuccessSchema> => ({ Success: true });

/** Notices returned when items go into the cart; the first is shown as info. */
export const NoticesSchema = v.array(v.string());

/** The price fields of a part for the signed-in dealer (see domain/money dealerPrice). */
export const dealerPriceEntries = {
  // SPEC section 1: a price that is zero or missing shows the part as temporarily unavailable
  Price: v.optional(v.number(), 0),
  OldPrice: v.number(),
  PriceNetto: v.number(),
  OldPriceNetto: v.number(),
  Discount: v.number(),
};
