import { exposeFromRemote } from '@parts/shared-kernel';
import { SuccessPage } from '../features/success/SuccessPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, SuccessPage);
