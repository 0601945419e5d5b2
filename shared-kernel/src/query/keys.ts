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
  /** The checkout's data of a shipping address (its methods): an address changed in the account asks it again. */
  checkout: ['checkout'],
} as const;
