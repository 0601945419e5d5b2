import { exposeFromRemote } from '@parts/shared-kernel';
import { AuditPage } from '../features/team/AuditPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, AuditPage);
