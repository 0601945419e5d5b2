import { exposeFromRemote } from '@parts/shared-kernel';
import { ApprovalsPage } from '../features/team/ApprovalsPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ApprovalsPage);
