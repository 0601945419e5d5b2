import type { RemoteIdentity } from '@parts/shared-kernel';

const NAMESPACE = 'cart';

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
