import { exposeFromRemote } from '@parts/shared-kernel';
import { OrderHistoryPage } from '../features/orders/OrderHistoryPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, OrderHistoryPage);
