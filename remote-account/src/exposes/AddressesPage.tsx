import { exposeFromRemote } from '@parts/shared-kernel';
import { AddressesPage } from '../features/addresses/AddressesPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, AddressesPage);
