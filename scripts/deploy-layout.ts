/** How deploy/ is laid out (docs/operations.md, "Deploying one remote"). */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, readPackage, type RemoteApp } from './webpack/apps';
import { DEPLOY_DIR, ROOT } from './paths';

export type Environment = 'production' | 'staging';

export const MANIFEST_FILE: Record<Environment, string> = {
  production: 'remotes.json',
  staging: 'remotes.staging.json',
};

export function findRemote(name: string): RemoteApp {
  const remote = REMOTES.find((r) => r.name === name || r.dir === name || r.dir === `remote-${name}`);
  if (!remote) throw new Error(`Unknown remote "${name}". Remotes: ${REMOTES.map((r) => r.name).join(', ')}`);
  return remote;
}

export function packageVersion(remote: RemoteApp): string {
  return readPackage(path.join(ROOT, remote.dir)).version;
}

export function remoteDir(remote: RemoteApp, version: string, deployDir = DEPLOY_DIR): string {
  return path.join(deployDir, 'remotes', remote.name, version);
}

/** The manifest entry of one remote version, relative to the manifest (both live in deploy/). */
export function manifestEntry(remote: RemoteApp, version: string): string {
  return `remotes/${remote.name}/${version}/mf-manifest.json`;
}

export function readManifest(environment: Environment, deployDir = DEPLOY_DIR): Record<string, string> {
  const file = path.join(deployDir, MANIFEST_FILE[environment]);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

export function writeManifest(environment: Environment, manifest: Record<string, string>, deployDir = DEPLOY_DIR): void {
  fs.writeFileSync(path.join(deployDir, MANIFEST_FILE[environment]), JSON.stringify(manifest, null, 2) + '\n');
}

export const DEFAULT_RUNTIME_CONFIG = {
  apiBase: '',
  storeId: null,
  stage: 'production',
  gtmId: null,
  remotesManifest: '/' + MANIFEST_FILE.production,
};
