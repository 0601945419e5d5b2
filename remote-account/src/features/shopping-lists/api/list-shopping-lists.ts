import type { ShoppingList } from '@parts/shared-kernel/shopping-lists';

/** SPEC section 3, "Shopping list": the lists themselves load through the kernel's `shoppingListsQuery`. */
export type { ShoppingList };
export type ShoppingListItem = ShoppingList['Items'][number];
