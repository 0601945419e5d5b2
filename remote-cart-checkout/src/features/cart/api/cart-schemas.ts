import * as v from 'valibot';
import { id, num, text } from '@parts/shared-kernel';

/** SPEC section 3, "Cart line". */
export const CartLineSchema = v.object({
  Product: v.object({
    Id: id(),
    Sku: text(),
    Name: text(),
    Price: num(),
    OldPrice: num(),
    PriceNetto: num(),
    OldPriceNetto: num(),
    Discount: num(),
    PictureUrl: text(),
  }),
  Quantity: num(),
  Total: num(),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** Add-item style answers: a list of notices, the first one shown as info. */
export const NoticesSchema = v.nullish(v.array(v.string()), []);

/** Mutations with nothing to return. */
export const DoneSchema = v.unknown();
