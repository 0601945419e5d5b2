/**
 * `pnpm start`: builds the shop if deploy/ is missing or older than the sources, and the API
 * (compiled JavaScript in api/dist) if it is missing or older than its sources, then serves
 * everything on one URL (PORT, default 8080): the shell, /remotes/, /api with its database
 * (created and filled with the small demo data on first start: DEMO_DATA=small unless set),
 * /backoffice pictures and /cart.csv. The API runs as a child process on node (no tsx): one that
 * dies is started again (scripts/supervise.ts); SIGINT/SIGTERM stop it after the requests in flight.
 * This script runs as `node --import tsx` (package.json), one process taking the signals itself: the
 * tsx CLI relays a signal to its child and kills the child with SIGKILL when it has not answered
 * within 30 ms, which on a loaded machine left the API running with no supervisor to stop it.
 */
import path from 'node:path';
import { apiNeedsBuild, API_MAIN, buildApi } from './build-api';
import { ensureBuilt } from './ensure-built';
import { DEPLOY_DIR, ROOT } from './paths';
import { supervise } from './supervise';

ensureBuilt();
if (apiNeedsBuild()) buildApi();

const api = supervise({
  name: 'API',
  command: process.execPath,
  args: ['--enable-source-maps', API_MAIN],
  spawnOptions: {
    stdio: 'inherit',
    cwd: path.join(ROOT, 'api'),
    env: { DEMO_DATA: 'small', ...process.env, DEPLOY_DIR },
  },
  onEnd: (code) => process.exit(code),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.stop(signal));
