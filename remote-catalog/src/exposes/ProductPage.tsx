import { exposeFromRemote } from '@parts/shared-kernel';
import { ProductPage } from '../features/product/ProductPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ProductPage);
