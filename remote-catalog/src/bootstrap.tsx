import { mountStandalone } from '@parts/shared-kernel/standalone';
import Level4Page from './exposes/Level4Page';

void mountStandalone('remote-catalog', [{ path: '/level4', element: <Level4Page /> }]);
