import { exposeFromRemote } from '@parts/shared-kernel';
import { ForgotPasswordConfirmPage } from '../features/password-recovery/ForgotPasswordConfirmPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ForgotPasswordConfirmPage);
