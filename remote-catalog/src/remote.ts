import type { RemoteIdentity } from '@parts/shared-kernel';
import en from './locales/en.json';
import pl from './locales/pl.json';
import { startVehicleSession } from './features/vehicle/current-vehicle';

const NAMESPACE = 'catalog';

export const remote: RemoteIdentity = { name: __APP_NAME__, version: __APP_VERSION__, namespace: NAMESPACE, translations: { en, pl } };

// the saved vehicle is restored as soon as any catalogue module loads, before its first render
startVehicleSession();
