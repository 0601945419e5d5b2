/**
 * `pnpm build:remote <name> [version]`: builds one remote alone into
 * deploy/remotes/<name>/<version>/ (version from its package.json unless given). Nothing else in
 * deploy/ changes; switch an environment to it with `pnpm switch:remote`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, loadAppConfig } from './compile';
import { findRemote, packageVersion, remoteDir } from './deploy-layout';
import { ROOT } from './paths';

async function main() {
  const [name, versionArg] = process.argv.slice(2);
  if (!name) throw new Error('Usage: pnpm build:remote <catalog|cart_checkout|account> [version]');
  const remote = findRemote(name);
  const version = versionArg ?? packageVersion(remote);
  if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`Not a version: "${version}"`);
  const outDir = remoteDir(remote, version);
  const started = Date.now();
  await compile([await loadAppConfig(remote.dir, { mode: 'production', outDir, version })]);
  if (!fs.existsSync(path.join(outDir, 'mf-manifest.json'))) throw new Error('The build wrote no mf-manifest.json');
  console.log(`Built ${remote.name} ${version} into ${path.relative(ROOT, outDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
