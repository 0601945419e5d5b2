import type { RemoteIdentity } from '@parts/shared-kernel';
import pl from './locales/pl.json';

const NAMESPACE = 'cart';

export const remote: RemoteIdentity = {
  name: __APP_NAME__,
  version: __APP_VERSION__,
  namespace: NAMESPACE,
  translations: {
    // the shop's default language arrives with the code (no request of its own on a first
    // screen); English is loaded when it is shown: on a switch, or for a dealer who chose it
    pl,
    en: () => import('./locales/en.json'),
  },
};
