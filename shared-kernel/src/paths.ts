/**
 * Every route of SPEC section 2 with an href builder: the one list every app links by.
 * `pattern` is the react-router path; `href(...)` builds a link. Plain code (no browser API, no
 * import): the host's route table takes it from `@parts/shared-kernel/paths`, so the build can read
 * that table in Node to write index.html's boot lists.
 */
type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== false && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const enc = encodeURIComponent;

const fixed = <P extends string>(pattern: P) => ({ pattern, href: (query?: Query) => withQuery(pattern, query) });

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  forgotPasswordConfirm: {
    pattern: '/forgot-password/confirm',
    href: (query: { email: string; token: string }) => withQuery('/forgot-password/confirm', query),
  },
  logout: fixed('/logout'),
  level4: fixed('/level4'),
  category: {
    pattern: '/level4/category/:category',
    href: (category: string | number, query?: Query) => withQuery(`/level4/category/${enc(String(category))}`, query),
  },
  product: {
    pattern: '/level4/product/:product',
    href: (
      product: string | number,
      query?: {
        hotspots?: string | number;
        vehicleSpecific?: boolean;
        position?: string | number;
        [key: string]: string | number | boolean | null | undefined;
      },
    ) => withQuery(`/level4/product/${enc(String(product))}`, query),
  },
  /** Search by part number: the product route with the part number in place of the id. */
  partSearch: {
    pattern: '/level4/product/:product',
    href: (sku: string) => withQuery(`/level4/product/${enc(sku.trim())}`, { by: 'sku', vehicleSpecific: true }),
  },
  /** The results page of a search by name (extension search-results): the text and the page in the URL. */
  searchResults: {
    pattern: '/level4/search',
    href: (q: string, page = 1) => withQuery('/level4/search', { q: q.trim(), page: page > 1 ? page : undefined }),
  },
  myAccount: fixed('/my-account'),
  myProfile: fixed('/my-account/my-profile'),
  addresses: fixed('/my-account/addresses'),
  orderHistory: fixed('/my-account/order-history'),
  order: { pattern: '/my-account/order-history/:id', href: (id: string | number) => `/my-account/order-history/${enc(String(id))}` },
  orderDetails: { pattern: '/orderdetails/:id', href: (id: string | number) => `/orderdetails/${enc(String(id))}` },
  shoppingList: fixed('/my-account/shopping-list'),
  cart: fixed('/cart'),
  offer: fixed('/offer'),
  checkout: fixed('/checkout'),
  success: {
    pattern: '/success',
    /** With the placed order's id the success page links to that order. */
    href: (orderNumber: string | number, orderId?: string | number) => withQuery('/success', { order: orderNumber, id: orderId }),
  },
  page: { pattern: '/p/:url', href: (seName: string) => `/p/${enc(seName)}` },
  notFound: fixed('/404'),
  /** The dealer's team (extension team): the link of an employee's invitation, where they set their password. */
  teamAccept: { pattern: '/team/accept', href: (token: string) => withQuery('/team/accept', { token }) },
  /** Orders waiting for approval: the queue (Administrators and Buyers) and one's own requests (extension team). */
  approvals: fixed('/my-account/approvals'),
  /** The company's employees (extension team; administrators). */
  employees: fixed('/my-account/team'),
  /** The dealer's delivery notes, and invoices with credit notes (extension order-tracking). */
  deliveries: fixed('/my-account/deliveries'),
  invoices: fixed('/my-account/invoices'),
  /** Who did what in the company, when (extension team; administrators). */
  audit: fixed('/my-account/audit'),
} as const;

/** The my-account pages flagged for the menus (host sidebar, account side menu); labels in the kernel namespace. */
export const ACCOUNT_MENU = [
  { href: paths.myProfile.href(), labelKey: 'accountMenu.profile' },
  { href: paths.addresses.href(), labelKey: 'accountMenu.addresses' },
  { href: paths.orderHistory.href(), labelKey: 'accountMenu.orderHistory' },
  { href: paths.shoppingList.href(), labelKey: 'accountMenu.shoppingList' },
] as const;
