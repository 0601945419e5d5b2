import { exposeFromRemote } from '@parts/shared-kernel';
import { ForgotPasswordPage } from '../features/password-recovery/ForgotPasswordPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ForgotPasswordPage);
