import { mountStandalone } from '@parts/shared-kernel/standalone';
import LoginPage from './exposes/LoginPage';

void mountStandalone('remote-account', [{ path: '/login', element: <LoginPage /> }]);
