/**
 * `pnpm switch:remote <production|staging> <name> <version>`: points one environment's remotes
 * manifest at a built version of one remote. The other remotes stay as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findRemote, manifestEntry, readManifest, writeManifest, type Environment } from './deploy-layout';
import { DEPLOY_DIR } from './paths';
import { writeBootHints } from './boot-hints';

function main() {
  const [environment, name, version] = process.argv.slice(2);
  if ((environment !== 'production' && environment !== 'staging') || !name || !version) {
    throw new Error('Usage: pnpm switch:remote <production|staging> <catalog|cart_checkout|account> <version>');
  }
  const remote = findRemote(name);
  const entry = manifestEntry(remote, version);
  if (!fs.existsSync(path.join(DEPLOY_DIR, entry))) {
    throw new Error(`${entry} is not built. Build it first: pnpm build:remote ${remote.name} ${version}`);
  }
  const manifest = readManifest(environment as Environment);
  const previous = manifest[remote.name];
  manifest[remote.name] = entry;
  writeManifest(environment as Environment, manifest);
  // the boot hints in index.html follow the environment config.json names
  writeBootHints();
  console.log(`${environment}: ${remote.name} ${previous ?? '(none)'} -> ${entry}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
