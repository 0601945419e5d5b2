import { exposeFromRemote } from '@parts/shared-kernel';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { ServerState } from '../server-state';
import { remote } from '../remote';

function CheckoutScreen() {
  return (
    <ServerState>
      <CheckoutPage />
    </ServerState>
  );
}

export default exposeFromRemote(remote, CheckoutScreen);
