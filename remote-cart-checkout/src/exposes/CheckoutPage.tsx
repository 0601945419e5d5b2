import { exposeFromRemote } from '@parts/shared-kernel';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, CheckoutPage);
