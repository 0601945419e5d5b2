/**
 * The one route table of SPEC section 2: every path with its layout, its guard and what renders
 * it (a host page or a module exposed by a remote). Plain data (types aside, it imports only the
 * kernel's paths): the build reads it in Node to write index.html's boot lists (app/boot-lists.ts).
 */
import { paths } from '@parts/shared-kernel/paths';
import type { PageModule, RemotePageRef } from '../../federation/remote-modules';

export type Layout = 'default' | 'simple' | 'empty';
/** guest: only signed out (others go to /); signed-in: only signed in (others go to /login); public: anyone. */
export type Guard = 'guest' | 'signed-in' | 'public';

export type HostPage = 'home' | 'logout' | 'content-page' | 'not-found' | 'my-account' | 'success-check';

/** `shows`: the remote module a host page renders first (index.html's boot script preloads its code). */
export type PageRef = RemotePageRef | { host: HostPage; shows?: RemotePageRef };

/** The name of each page in the browser tab (host namespace, 'titles.<key>'). */
export type PageTitleKey =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'forgotPasswordConfirm'
  | 'home'
  | 'catalog'
  | 'category'
  | 'product'
  | 'myAccount'
  | 'profile'
  | 'addresses'
  | 'orderHistory'
  | 'order'
  | 'shoppingList'
  | 'logout'
  | 'checkout'
  | 'cart'
  | 'offer'
  | 'success'
  | 'contentPage'
  | 'notFound'
  | 'searchResults'
  | 'teamAccept'
  | 'approvals'
  | 'employees'
  | 'deliveries'
  | 'invoices'
  | 'audit';

export interface ShopRoute {
  path: string;
  layout: Layout;
  guard: Guard;
  page: PageRef;
  /** '<page> · <store title>' in the browser tab, unless the page names its subject (usePageTitle). */
  title: PageTitleKey;
}

// each names a module its remote exposes, or `pnpm typecheck` fails
const account = (module: PageModule<'account'>): RemotePageRef => ({ remote: 'account', module });
const catalog = (module: PageModule<'catalog'>): RemotePageRef => ({ remote: 'catalog', module });
const cart = (module: PageModule<'cart_checkout'>): RemotePageRef => ({ remote: 'cart_checkout', module });

export const ROUTES: readonly ShopRoute[] = [
  { path: paths.login.pattern, layout: 'simple', guard: 'guest', page: account('./LoginPage'), title: 'login' },
  { path: paths.register.pattern, layout: 'simple', guard: 'guest', page: account('./RegisterPage'), title: 'register' },
  { path: paths.forgotPassword.pattern, layout: 'simple', guard: 'guest', page: account('./ForgotPasswordPage'), title: 'forgotPassword' },
  {
    path: paths.forgotPasswordConfirm.pattern,
    layout: 'simple',
    guard: 'guest',
    page: account('./ForgotPasswordConfirmPage'),
    title: 'forgotPasswordConfirm',
  },

  {
    path: paths.home.pattern,
    layout: 'default',
    guard: 'signed-in',
    page: { host: 'home', shows: catalog('./CatalogSearch') },
    title: 'home',
  },
  { path: paths.level4.pattern, layout: 'default', guard: 'signed-in', page: catalog('./Level4Page'), title: 'catalog' },
  { path: paths.category.pattern, layout: 'default', guard: 'signed-in', page: catalog('./CategoryPage'), title: 'category' },
  { path: paths.product.pattern, layout: 'default', guard: 'signed-in', page: catalog('./ProductPage'), title: 'product' },
  // extension search-results: the page says so when the API does not list it
  {
    path: paths.searchResults.pattern,
    layout: 'default',
    guard: 'signed-in',
    page: catalog('./SearchResultsPage'),
    title: 'searchResults',
  },
  { path: paths.myAccount.pattern, layout: 'default', guard: 'signed-in', page: { host: 'my-account' }, title: 'myAccount' },
  { path: paths.myProfile.pattern, layout: 'default', guard: 'signed-in', page: account('./ProfilePage'), title: 'profile' },
  { path: paths.addresses.pattern, layout: 'default', guard: 'signed-in', page: account('./AddressesPage'), title: 'addresses' },
  { path: paths.orderHistory.pattern, layout: 'default', guard: 'signed-in', page: account('./OrderHistoryPage'), title: 'orderHistory' },
  { path: paths.order.pattern, layout: 'default', guard: 'signed-in', page: account('./OrderPage'), title: 'order' },
  { path: paths.shoppingList.pattern, layout: 'default', guard: 'signed-in', page: account('./ShoppingListPage'), title: 'shoppingList' },
  // extension team: the page says so when the API does not list it
  { path: paths.approvals.pattern, layout: 'default', guard: 'signed-in', page: account('./ApprovalsPage'), title: 'approvals' },
  { path: paths.employees.pattern, layout: 'default', guard: 'signed-in', page: account('./EmployeesPage'), title: 'employees' },
  { path: paths.audit.pattern, layout: 'default', guard: 'signed-in', page: account('./AuditPage'), title: 'audit' },
  { path: paths.teamAccept.pattern, layout: 'simple', guard: 'guest', page: account('./TeamAcceptPage'), title: 'teamAccept' },
  // extension order-tracking: the page says so when the API does not list it
  { path: paths.deliveries.pattern, layout: 'default', guard: 'signed-in', page: account('./DeliveriesPage'), title: 'deliveries' },
  { path: paths.invoices.pattern, layout: 'default', guard: 'signed-in', page: account('./InvoicesPage'), title: 'invoices' },
  { path: paths.orderDetails.pattern, layout: 'simple', guard: 'signed-in', page: account('./OrderPage'), title: 'order' },
  { path: paths.logout.pattern, layout: 'empty', guard: 'signed-in', page: { host: 'logout' }, title: 'logout' },
  { path: paths.checkout.pattern, layout: 'simple', guard: 'signed-in', page: cart('./CheckoutPage'), title: 'checkout' },
  { path: paths.cart.pattern, layout: 'simple', guard: 'signed-in', page: cart('./CartPage'), title: 'cart' },
  { path: paths.offer.pattern, layout: 'empty', guard: 'signed-in', page: cart('./OfferPage'), title: 'offer' },
  {
    path: paths.success.pattern,
    layout: 'empty',
    guard: 'signed-in',
    page: { host: 'success-check', shows: cart('./SuccessPage') },
    title: 'success',
  },

  { path: paths.page.pattern, layout: 'default', guard: 'public', page: { host: 'content-page' }, title: 'contentPage' },
  { path: paths.notFound.pattern, layout: 'empty', guard: 'public', page: { host: 'not-found' }, title: 'notFound' },
  { path: '*', layout: 'empty', guard: 'public', page: { host: 'not-found' }, title: 'notFound' },
];

/** The route that renders a path (the table's order decides; '*' last). */
export const LAYOUTS: readonly Layout[] = ['default', 'simple', 'empty'];
