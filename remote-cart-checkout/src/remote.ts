import type { RemoteIdentity } from '@parts/shared-kernel';
import en from './locales/en.json';
import pl from './locales/pl.json';

const NAMESPACE = 'cart';

export const remote: RemoteIdentity = { name: __APP_NAME__, version: __APP_VERSION__, namespace: NAMESPACE, translations: { en, pl } };
