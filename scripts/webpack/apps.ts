/**
 * The front ends of the workspace, each described once: its federation name and dev-server port
 * live in its own package.json (`"federation": { "name", "devPort" }`), and what a remote exposes
 * is the set of files in its src/exposes/ folder (`src/exposes/ProductPage.tsx` is `./ProductPage`).
 * Everything else (builds, dev servers, deploy scripts, the host's types) reads them from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';

export interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

export const KERNEL_DIR = path.join(ROOT, 'shared-kernel');

export function readPackage(appDir: string): PackageJson {
  return JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

export interface FrontEnd {
  /** Federation container name: host, catalog, cart_checkout, account. */
  name: string;
  /** Package folder under the workspace root. */
  dir: string;
  devPort: number;
}

export type RemoteApp = FrontEnd;

interface FederationField {
  name?: unknown;
  devPort?: unknown;
}

export function readFrontEnd(dir: string, root = ROOT): FrontEnd {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { federation?: FederationField };
  const { name, devPort } = pkg.federation ?? {};
  if (typeof name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(name) || typeof devPort !== 'number') {
    throw new Error(`${dir}/package.json needs "federation": { "name": "<container name>", "devPort": <port> }`);
  }
  return { name, dir, devPort };
}

/** Every remote: the workspace folders named remote-*, in name order. */
function readRemotes(root = ROOT): RemoteApp[] {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && entry.name.startsWith('remote-') && fs.existsSync(path.join(root, entry.name, 'package.json')),
    )
    .map((entry) => readFrontEnd(entry.name, root))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

export const HOST: FrontEnd = readFrontEnd('host');
export const REMOTES: readonly RemoteApp[] = readRemotes();

/** A remote's public modules, './Name' -> './src/exposes/Name.tsx', from the files in src/exposes/. */
export function exposesOf(appDir: string): Record<string, string> {
  const dir = path.join(appDir, 'src', 'exposes');
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx?$/.test(file))
      .sort()
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]),
  );
}
