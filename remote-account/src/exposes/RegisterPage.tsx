import { exposeFromRemote } from '@parts/shared-kernel';
import { RegisterPage } from '../features/register/RegisterPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, RegisterPage);
