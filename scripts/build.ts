/**
 * `pnpm build`: the whole shop into deploy/ as a CDN would hold it: the shell at the root, each
 * remote under remotes/<name>/<version>/, config.json and both environments' remote manifests
 * (changes written into remotes.history.json); and the API compiled to JavaScript in api/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApi } from './build-api';
import { compile, loadAppConfig } from './compile';
import { DEFAULT_RUNTIME_CONFIG, packageVersion, readManifest, remoteDir } from './deploy-layout';
import { setRemoteVersion } from './remote-releases';
import { DEPLOY_DIR, ROOT } from './paths';
import { writeBootHints } from './boot-hints';
import { HOST, REMOTES } from './webpack/constants';
import { serviceWorkerConfig } from './webpack/service-worker-config';

async function main() {
  const started = Date.now();
  fs.mkdirSync(DEPLOY_DIR, { recursive: true });
  const configs = await Promise.all([
    loadAppConfig(HOST.dir, { mode: 'production', outDir: DEPLOY_DIR }),
    ...REMOTES.map((remote) => loadAppConfig(remote.dir, { mode: 'production', outDir: remoteDir(remote, packageVersion(remote)) })),
  ]);
  // the service worker (deploy/sw.js), compiled on its own beside the host
  configs.push(serviceWorkerConfig(DEPLOY_DIR));
  await compile(configs);
  // the API as production runs it: JavaScript in api/dist (pnpm start runs node on it)
  buildApi();
  // webpack leaves a file it would write unchanged alone: mark when the build ran (pnpm start compares)
  const now = new Date();
  fs.utimesSync(path.join(DEPLOY_DIR, 'index.html'), now, now);

  fs.cpSync(path.join(ROOT, HOST.dir, 'public'), DEPLOY_DIR, { recursive: true });
  const configFile = path.join(DEPLOY_DIR, 'config.json');
  if (!fs.existsSync(configFile)) fs.writeFileSync(configFile, JSON.stringify(DEFAULT_RUNTIME_CONFIG, null, 2) + '\n');

  // production runs what was just built; staging keeps a version it was switched to, if still there
  const staging = readManifest('staging');
  for (const remote of REMOTES) {
    const version = packageVersion(remote);
    setRemoteVersion('production', remote.name, version, 'build');
    const stagingEntry = staging[remote.name];
    if (!stagingEntry || !fs.existsSync(path.join(DEPLOY_DIR, stagingEntry))) setRemoteVersion('staging', remote.name, version, 'build');
  }
  // index.html names the current remotes' first files, so the opened page's code is preloaded
  writeBootHints();
  console.log(`Built the shop into ${path.relative(ROOT, DEPLOY_DIR) || DEPLOY_DIR} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
