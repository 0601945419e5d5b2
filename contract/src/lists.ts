import * as v from 'valibot';
import { WithdrawnSchema } from './cart';
import { list, partNumber, quantity, requiredText } from './fields';
import { formRequiredText } from './form-rules';

export const ShoppingListSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  /** Withdrawn (extension 'feeds'): the item's part was withdrawn from the catalogue by a feed. */
  Items: v.array(
    v.object({ ProductId: v.number(), Sku: v.string(), Name: v.string(), Quantity: v.number(), Withdrawn: v.optional(WithdrawnSchema) }),
  ),
  /** Extension team: the name of the person who made the list (the company's lists are everybody's); absent without the extension. */
  Author: v.optional(v.string()),
});
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;

/* ---- requests ---- */

/** More lines than any shopping list holds. */
export const LIST_ITEMS_MAX = 500;

export const ShoppingListItemsRequest = list(
  v.object({ Sku: partNumber('Sku'), Quantity: v.optional(quantity(), 1) }),
  LIST_ITEMS_MAX,
  'Items must be a list of { Sku, Quantity }.',
  `At most ${LIST_ITEMS_MAX} items.`,
);

/** A list's name (SPEC section 5, save-cart): required, at most 100 characters. */
export const LIST_NAME_RULE = { label: 'Name', max: 100 } as const;
const listName = () => requiredText(LIST_NAME_RULE.label, LIST_NAME_RULE.max);
/** The same rule in a form (save cart as a new list). */
export const listNameFormRule = (required: string) => formRequiredText(required);

export const NewShoppingListRequest = v.object({ Name: listName(), Items: v.optional(ShoppingListItemsRequest) });
export const ShoppingListUpdateRequest = v.object({ Name: v.optional(listName()), Items: v.optional(ShoppingListItemsRequest) });

/** Part numbers of a list to move into the cart ([] = all), as strings or { Sku } objects. */
export const CreateCartRequest = list(
  v.union(
    [
      partNumber('Sku'),
      v.pipe(
        v.object({ Sku: partNumber('Sku') }),
        v.transform((item) => item.Sku),
      ),
    ],
    'Send part numbers or { Sku } objects.',
  ),
  LIST_ITEMS_MAX,
  'Send a list of part numbers.',
  `At most ${LIST_ITEMS_MAX} part numbers.`,
);
