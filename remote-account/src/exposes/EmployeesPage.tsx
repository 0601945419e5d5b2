import { exposeFromRemote } from '@parts/shared-kernel';
import { EmployeesPage } from '../features/team/EmployeesPage';
import { remote } from '../remote';

export default exposeFromRemote(remote, EmployeesPage);
