import { exposeFromRemote } from '@parts/shared-kernel';
import { ShoppingListPage } from '../features/shopping-lists/ShoppingListPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ShoppingListPage);
