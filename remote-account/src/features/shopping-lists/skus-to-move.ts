import type { ShoppingList } from './api/list-shopping-lists';

/** SPEC section 2: the selected SKUs, or every SKU of the list when none is selected. */
export function skusToMove(list: ShoppingList, selected: ReadonlySet<string>): string[] {
  const chosen = list.Items.map((item) => item.Sku).filter((sku) => selected.has(sku));
  return chosen.length > 0 ? chosen : list.Items.map((item) => item.Sku);
}
