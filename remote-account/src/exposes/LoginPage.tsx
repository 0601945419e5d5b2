import { exposeFromRemote } from '@parts/shared-kernel';
import { LoginPage } from '../features/login/LoginPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, LoginPage);
