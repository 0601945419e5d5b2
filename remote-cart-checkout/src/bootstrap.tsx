import { mountStandalone } from '@parts/shared-kernel/standalone';
import CartPage from './exposes/CartPage';

void mountStandalone('remote-cart-checkout', [{ path: '/cart', element: <CartPage /> }]);
