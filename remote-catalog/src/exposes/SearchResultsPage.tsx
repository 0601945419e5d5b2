import { exposeFromRemote } from '@parts/shared-kernel';
import { SearchResultsPage } from '../features/search-results/SearchResultsPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, SearchResultsPage);
