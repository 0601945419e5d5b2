/**
 * `pnpm start`: builds the shop if deploy/ is missing or older than the sources, then serves
 * everything on one URL (PORT, default 8080): the shell, /remotes/, /api with its database
 * (created and filled with the small demo data on first start: DEMO_DATA=small unless set),
 * /backoffice pictures and /cart.csv.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt } from './ensure-built';
import { DEPLOY_DIR, ROOT } from './paths';

ensureBuilt();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  cwd: path.join(ROOT, 'api'),
  env: { DEMO_DATA: 'small', ...process.env, DEPLOY_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
