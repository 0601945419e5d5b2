import { exposeFromRemote } from '@parts/shared-kernel';
import { CartPage } from '../features/cart/CartPage';
import { ServerState } from '../server-state';
import { remote } from '../remote';

function CartScreen() {
  return (
    <ServerState>
      <CartPage />
    </ServerState>
  );
}

export default exposeFromRemote(remote, CartScreen);
