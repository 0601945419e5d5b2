import { exposeFromRemote } from '@parts/shared-kernel';
import { CatalogSearch } from '../features/search/CatalogSearch';
import { remote } from '../remote';

export default exposeFromRemote(remote, CatalogSearch);
