import { exposeFromRemote } from '@parts/shared-kernel';
import { InvoicesPage } from '../features/orders/OrderDocumentsPages';
import { remote } from '../remote';

export default exposeFromRemote(remote, InvoicesPage);
