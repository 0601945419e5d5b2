import { exposeFromRemote } from '@parts/shared-kernel';
import { CategoryPage } from '../features/category-page/CategoryPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, CategoryPage);
