/**
 * The one route table of SPEC section 2: every path with its layout, its guard and what renders
 * it (a host page or a module exposed by a remote).
 */
import { paths } from '@parts/shared-kernel';
import type { PageModule, RemotePageRef } from '../../federation/remote-modules';

export type Layout = 'default' | 'simple' | 'empty';
/** guest: only signed out (others go to /); signed-in: only signed in (others go to /login); public: anyone. */
export type Guard = 'guest' | 'signed-in' | 'public';

export type HostPage = 'home' | 'logout' | 'content-page' | 'not-found' | 'my-account' | 'success-check';

export type PageRef = RemotePageRef | { host: HostPage };

export interface ShopRoute {
  path: string;
  layout: Layout;
  guard: Guard;
  page: PageRef;
}

// each names a module its remote exposes, or `pnpm typecheck` fails
const account = (module: PageModule<'account'>): PageRef => ({ remote: 'account', module });
const catalog = (module: PageModule<'catalog'>): PageRef => ({ remote: 'catalog', module });
const cart = (module: PageModule<'cart_checkout'>): PageRef => ({ remote: 'cart_checkout', module });

export const ROUTES: readonly ShopRoute[] = [
  { path: paths.login.pattern, layout: 'simple', guard: 'guest', page: account('./LoginPage') },
  { path: paths.register.pattern, layout: 'simple', guard: 'guest', page: account('./RegisterPage') },
  { path: paths.forgotPassword.pattern, layout: 'simple', guard: 'guest', page: account('./ForgotPasswordPage') },
  { path: paths.forgotPasswordConfirm.pattern, layout: 'simple', guard: 'guest', page: account('./ForgotPasswordConfirmPage') },

  { path: paths.home.pattern, layout: 'default', guard: 'signed-in', page: { host: 'home' } },
  { path: paths.level4.pattern, layout: 'default', guard: 'signed-in', page: catalog('./Level4Page') },
  { path: paths.category.pattern, layout: 'default', guard: 'signed-in', page: catalog('./CategoryPage') },
  { path: paths.product.pattern, layout: 'default', guard: 'signed-in', page: catalog('./ProductPage') },
  { path: paths.myAccount.pattern, layout: 'default', guard: 'signed-in', page: { host: 'my-account' } },
  { path: paths.myProfile.pattern, layout: 'default', guard: 'signed-in', page: account('./ProfilePage') },
  { path: paths.addresses.pattern, layout: 'default', guard: 'signed-in', page: account('./AddressesPage') },
  { path: paths.orderHistory.pattern, layout: 'default', guard: 'signed-in', page: account('./OrderHistoryPage') },
  { path: paths.order.pattern, layout: 'default', guard: 'signed-in', page: account('./OrderPage') },
  { path: paths.shoppingList.pattern, layout: 'default', guard: 'signed-in', page: account('./ShoppingListPage') },
  { path: paths.orderDetails.pattern, layout: 'simple', guard: 'signed-in', page: account('./OrderPage') },
  { path: paths.logout.pattern, layout: 'empty', guard: 'signed-in', page: { host: 'logout' } },
  { path: paths.checkout.pattern, layout: 'simple', guard: 'signed-in', page: cart('./CheckoutPage') },
  { path: paths.cart.pattern, layout: 'simple', guard: 'signed-in', page: cart('./CartPage') },
  { path: paths.offer.pattern, layout: 'empty', guard: 'signed-in', page: cart('./OfferPage') },
  { path: paths.success.pattern, layout: 'empty', guard: 'signed-in', page: { host: 'success-check' } },

  { path: paths.page.pattern, layout: 'default', guard: 'public', page: { host: 'content-page' } },
  { path: paths.notFound.pattern, layout: 'empty', guard: 'public', page: { host: 'not-found' } },
  { path: '*', layout: 'empty', guard: 'public', page: { host: 'not-found' } },
];

/** The route that renders a path (the table's order decides; '*' last). */
export const LAYOUTS: readonly Layout[] = ['default', 'simple', 'empty'];
