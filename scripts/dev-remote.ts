/**
 * `pnpm dev:remote <name>`: one remote's dev server with hot reload inside the production-built
 * shop (host, other remotes and API as `pnpm start` serves them), so a remote team needs no other
 * team's source running. The shop runs from a private copy of deploy/ whose stage is
 * 'development', so the host accepts the per-browser override `?remote:<name>=<dev server>`;
 * the URL printed at the end carries it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureApi, startDevServer } from './dev-servers';
import { findRemote } from './deploy-layout';
import { ensureBuilt } from './ensure-built';
import { DEPLOY_DIR } from './paths';

async function main() {
  const name = process.argv[2];
  if (!name) throw new Error('Usage: pnpm dev:remote <catalog|cart_checkout|account>');
  const remote = findRemote(name);
  const port = Number(process.env.PORT ?? 8080);

  // the production-built shop, built first if missing or older than the sources (as pnpm start does)
  ensureBuilt();
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-dev-remote-'));
  fs.cpSync(DEPLOY_DIR, deployDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  const configFile = path.join(deployDir, 'config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  // the host takes an override only to its own origin or one the config allows: the dev server's
  fs.writeFileSync(
    configFile,
    JSON.stringify({ ...config, stage: 'development', remoteOverrideOrigins: [`http://localhost:${remote.devPort}`] }, null, 2),
  );

  await startDevServer(remote, { insideBuiltShop: true });
  await ensureApi(port, { watch: false, deployDir });
  const devManifest = `http://localhost:${remote.devPort}/mf-manifest.json`;
  console.log(
    `\n${remote.name} from its dev server inside the built shop:\n  http://localhost:${port}/?remote:${remote.name}=${encodeURIComponent(devManifest)}`,
  );
  console.log(`(the override stays in this browser until http://localhost:${port}/?remote:${remote.name}= clears it)\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
