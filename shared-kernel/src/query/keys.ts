/**
 * Key prefixes of the queries several apps read or change: a mutation in one app invalidates
 * what another shows by these (the locale is appended by `apiQuery`).
 */
export const keys = {
  customer: ['customer'],
  cart: ['cart'],
  totals: ['cart', 'totals'],
  shoppingLists: ['shopping-lists'],
  orders: ['orders'],
} as const;
