import { exposeFromRemote } from '@parts/shared-kernel';
import { CartPage } from '../features/cart/CartPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, CartPage);
