import { exposeFromRemote } from '@parts/shared-kernel';
import { ProfilePage } from '../features/profile/ProfilePage';
import { remote } from '../remote';

export default exposeFromRemote(remote, ProfilePage);
