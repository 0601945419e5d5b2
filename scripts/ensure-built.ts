/** deploy/ up to date with the sources (pnpm start, pnpm dev:remote). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR, ROOT } from './paths';
import { HOST, REMOTES } from './webpack/constants';

const STAMP = path.join(DEPLOY_DIR, 'index.html');
const SOURCES = [HOST.dir, ...REMOTES.map((r) => r.dir), 'shared-kernel', 'contract'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // generated type declarations (pnpm typecheck) change no build
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '@mf-types') continue;
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

/** Builds the shop into deploy/ when it is missing or older than the sources; exits when the build fails. */
export function ensureBuilt(): void {
  if (!needsBuild()) return;
  console.log('Building the shop (first start or changed sources)...');
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: ROOT });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
