import { exposeFromRemote } from '@parts/shared-kernel';
import { Level4Page } from '../features/level4/Level4Page';
import { remote } from '../remote';

export default exposeFromRemote(remote, Level4Page);
