import { exposeFromRemote } from '@parts/shared-kernel';
import { OrderPage } from '../features/orders/OrderPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, OrderPage);
