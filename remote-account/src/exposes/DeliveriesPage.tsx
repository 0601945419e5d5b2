import { exposeFromRemote } from '@parts/shared-kernel';
import { DeliveriesPage } from '../features/orders/OrderDocumentsPages';
import { remote } from '../remote';

export default exposeFromRemote(remote, DeliveriesPage);
