import { mountStandalone } from '@parts/shared-kernel/standalone';
import CartPage from './exposes/CartPage';
import OfferPage from './exposes/OfferPage';
import CheckoutPage from './exposes/CheckoutPage';
import SuccessPage from './exposes/SuccessPage';

void mountStandalone('remote-cart-checkout', [
  { path: '/cart', element: <CartPage /> },
  { path: '/offer', element: <OfferPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/success', element: <SuccessPage /> },
]);
