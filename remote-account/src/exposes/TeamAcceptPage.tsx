import { exposeFromRemote } from '@parts/shared-kernel';
import { TeamAcceptPage } from '../features/team/TeamAcceptPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, TeamAcceptPage);
