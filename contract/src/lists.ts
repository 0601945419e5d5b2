import * as v from 'valibot';
import { list, quantity, requiredText } from './fields';

export const ShoppingListSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Items: v.array(v.object({ ProductId: v.number(), Sku: v.string(), Name: v.string(), Quantity: v.number() })),
});
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;

/* ---- requests ---- */

/** More lines than any shopping list holds. */
export const LIST_ITEMS_MAX = 500;

export const ShoppingListItemsRequest = list(
  v.object({ Sku: requiredText('Sku', 40), Quantity: v.optional(quantity(), 1) }),
  LIST_ITEMS_MAX,
  'Items must be a list of { Sku, Quantity }.',
  `At most ${LIST_ITEMS_MAX} items.`,
);

export const NewShoppingListRequest = v.object({ Name: requiredText('Name', 100), Items: v.optional(ShoppingListItemsRequest) });
export const ShoppingListUpdateRequest = v.object({ Name: v.optional(requiredText('Name', 100)), Items: v.optional(ShoppingListItemsRequest) });

/** Part numbers of a list to move into the cart ([] = all), as strings or { Sku } objects. */
export const CreateCartRequest = list(
  v.union([requiredText('Sku', 40), v.pipe(v.object({ Sku: requiredText('Sku', 40) }), v.transform((item) => item.Sku))], 'Send part numbers or { Sku } objects.'),
  LIST_ITEMS_MAX,
  'Send a list of part numbers.',
  `At most ${LIST_ITEMS_MAX} part numbers.`,
);
