/**
 * `pnpm start`: builds the shop if deploy/ is missing or older than the sources, then serves
 * everything on one URL (PORT, default 8080): the shell, /remotes/, /api with its database
 * (created and filled on first start), /backoffice pictures and /cart.csv.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, ROOT } from './paths';
import { HOST, REMOTES } from './webpack/constants';

const STAMP = path.join(DEPLOY_DIR, 'index.html');
const SOURCES = [HOST.dir, ...REMOTES.map((r) => r.dir), 'shared-kernel', 'contract'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function needsBuild(): boolean {
  if (!fs.existsSync(STAMP)) return true;
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((dir) => newestSource(path.join(ROOT, dir)) > built) || newestSource(path.join(ROOT, 'scripts', 'webpack')) > built;
}

if (needsBuild()) {
  console.log('Building the shop (first start or changed sources)...');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, DEPLOY_DIR },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
