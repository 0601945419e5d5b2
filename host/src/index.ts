import { startServiceWorker } from './app/service-worker';

// The async boundary module federation needs before shared modules are used.
import('./bootstrap');
startServiceWorker();
