/**
 * `pnpm --filter <app> dev` (run in the app's folder): that app alone with hot reload, and the API
 * on port 8090 unless one runs there already. A remote shows its own pages on its standalone page;
 * the host takes each remote from its dev server when one runs, else from the built deploy/.
 */
import path from 'node:path';
import { ensureApi, startDevServer } from './dev-servers';
import { readFrontEnd } from './webpack/apps';
import { DEV_API_PORT } from './webpack/constants';

async function main() {
  const app = readFrontEnd(path.basename(process.cwd()));
  await ensureApi(DEV_API_PORT);
  await startDevServer(app);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
