import { exposeFromRemote } from '@parts/shared-kernel';
import { Level4Page } from '../features/search/Level4Page';
import { remote } from '../remote';

export default exposeFromRemote(remote, Level4Page);
