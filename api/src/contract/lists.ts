import * as v from 'valibot';

export const ShoppingListSchema = v.object({
  Id: v.number(),
  Name: v.string(),
  Items: v.array(v.object({ ProductId: v.number(), Sku: v.string(), Name: v.string(), Quantity: v.number() })),
});
export type ShoppingList = v.InferOutput<typeof ShoppingListSchema>;
