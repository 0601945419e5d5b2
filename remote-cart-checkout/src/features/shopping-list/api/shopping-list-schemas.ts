import * as v from 'valibot';
import { id, list, num, text } from '@parts/shared-kernel';

/** SPEC section 3, "Shopping list". */
export const ShoppingListSchema = v.object({
  Id: id(),
  Name: text(),
  Items: list(v.object({ Sku: text(), Name: text(), Quantity: num() })),
});
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;
