/**
 * `pnpm dev`: the api (port 8090, restarted on change) and every app's dev server with hot
 * reload: host http://localhost:8080 (proxying /api), remotes on their own ports.
 */
import { ensureApi, startDevServer } from './dev-servers';
import { DEV_API_PORT, HOST, REMOTES } from './webpack/constants';

async function main() {
  await ensureApi(DEV_API_PORT);
  for (const app of [...REMOTES, HOST]) await startDevServer(app);
  console.log(`The shop in development: http://localhost:${HOST.devPort}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
