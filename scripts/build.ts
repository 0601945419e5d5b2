/**
 * `pnpm build`: the whole shop into deploy/ as a CDN would hold it: the shell at the root, each
 * remote under remotes/<name>/<version>/, config.json and both environments' remote manifests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile, loadAppConfig } from './compile';
import { DEFAULT_RUNTIME_CONFIG, manifestEntry, packageVersion, remoteDir, writeManifest, readManifest } from './deploy-layout';
import { DEPLOY_DIR, ROOT } from './paths';
import { writeBootHints } from './boot-hints';
import { HOST, REMOTES } from './webpack/constants';

async function main() {
  const started = Date.now();
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  const configs = await Promise.all([
    loadAppConfig(HOST.dir, { mode: 'production', outDir: DEPLOY_DIR }),
    ...REMOTES.map((remote) => loadAppConfig(remote.dir, { mode: 'production', outDir: remoteDir(remote, packageVersion(remote)) })),
  ]);
  await compile(configs);

  fs.cpSync(path.join(ROOT, HOST.dir, 'public'), DEPLOY_DIR, { recursive: true });
  const configFile = path.join(DEPLOY_DIR, 'config.json');
  if (!fs.existsSync(configFile)) fs.writeFileSync(configFile, JSON.stringify(DEFAULT_RUNTIME_CONFIG, null, 2) + '\n');

  // production runs what was just built; staging keeps a version it was switched to, if still there
  const production = Object.fromEntries(REMOTES.map((remote) => [remote.name, manifestEntry(remote, packageVersion(remote))]));
  const staging = { ...production };
  for (const [name, entry] of Object.entries(readManifest('staging'))) {
    if (name in staging && fs.existsSync(path.join(DEPLOY_DIR, entry))) staging[name] = entry;
  }
  writeManifest('production', production);
  writeManifest('staging', staging);
  // index.html names the current remotes' first files, so the opened page's code is preloaded
  writeBootHints();
  console.log(`Built the shop into ${path.relative(ROOT, DEPLOY_DIR) || DEPLOY_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
