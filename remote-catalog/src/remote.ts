import type { RemoteIdentity } from '@parts/shared-kernel';
import { startVehicleSession } from './features/vehicle/current-vehicle';

const NAMESPACE = 'catalog';

export const remote: RemoteIdentity = {
  name: __APP_NAME__,
  version: __APP_VERSION__,
  namespace: NAMESPACE,
  translations: {
    // the language shown arrives with the page's code, the other one on a switch
    en: () => import('./locales/en.json'),
    pl: () => import('./locales/pl.json'),
  },
};

// the saved vehicle is restored as soon as any catalogue module loads, before its first render
startVehicleSession();
