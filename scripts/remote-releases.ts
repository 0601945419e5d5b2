/**
 * Which version of each remote runs in which environment, and how it got there.
 *
 * Every remote build leaves build-info.json beside its mf-manifest.json (name, version, builtAt,
 * the shared kernel it was built against). Every change of an environment's remotes manifest is
 * appended to deploy/remotes.history.json, so `pnpm rollback:remote` can return to the version
 * that ran before; index.html's boot hints follow every change. The history is replayed per
 * environment and remote as a stack: a switch or a build that changes the version pushes it, a
 * rollback pops it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, findRemote, manifestEntry, readManifest, writeManifest, type Environment } from './deploy-layout';
import { writeBootHints } from './boot-hints';
import { DEPLOY_DIR } from './paths';
import { REMOTES, type RemoteApp } from './webpack/apps';

const ENVIRONMENTS: readonly Environment[] = ['production', 'staging'];
const HISTORY_FILE = 'remotes.history.json';
const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  name: string;
  version: string;
  builtAt: string;
  kernel: string;
}

export interface HistoryEntry {
  at: string;
  environment: Environment;
  remote: string;
  from: string | null;
  to: string;
  how: 'build' | 'switch' | 'rollback';
}

/** 'remotes/catalog/1.1.0/mf-manifest.json' -> '1.1.0' */
function versionOf(entry: string | undefined): string | null {
  return entry?.match(/^remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1] ?? null;
}

export function readBuildInfo(remote: RemoteApp, version: string, deployDir = DEPLOY_DIR): BuildInfo | null {
  const file = path.join(deployDir, 'remotes', remote.name, version, BUILD_INFO_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BuildInfo) : null;
}

export function isBuilt(remote: RemoteApp, version: string, deployDir = DEPLOY_DIR): boolean {
  return fs.existsSync(path.join(deployDir, manifestEntry(remote, version)));
}

/** The versions of one remote that are built, oldest build first. */
function builtVersions(remote: RemoteApp, deployDir = DEPLOY_DIR): string[] {
  const dir = path.join(deployDir, 'remotes', remote.name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((version) => isBuilt(remote, version, deployDir))
    .sort((a, b) => (readBuildInfo(remote, a, deployDir)?.builtAt ?? '').localeCompare(readBuildInfo(remote, b, deployDir)?.builtAt ?? ''));
}

function readHistory(deployDir = DEPLOY_DIR): HistoryEntry[] {
  const file = path.join(deployDir, HISTORY_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as HistoryEntry[]) : [];
}

function appendHistory(entry: HistoryEntry, deployDir: string): void {
  fs.writeFileSync(path.join(deployDir, HISTORY_FILE), JSON.stringify([...readHistory(deployDir), entry], null, 2) + '\n');
}

/** The versions an environment ran one remote at, the current one last. */
export function versionStack(environment: Environment, remote: string, deployDir = DEPLOY_DIR): string[] {
  const stack: string[] = [];
  for (const entry of readHistory(deployDir)) {
    if (entry.environment !== environment || entry.remote !== remote) continue;
    if (entry.how === 'rollback') stack.pop();
    else {
      if (stack.length === 0 && entry.from) stack.push(entry.from);
      stack.push(entry.to);
    }
  }
  return stack;
}

/** Points one environment at a built version of one remote and writes it down. */
export function setRemoteVersion(
  environment: Environment,
  name: string,
  version: string,
  how: HistoryEntry['how'],
  deployDir = DEPLOY_DIR,
): HistoryEntry | null {
  const remote = findRemote(name);
  if (!isBuilt(remote, version, deployDir)) {
    const built = builtVersions(remote, deployDir);
    throw new Error(
      `${remote.name} ${version} is not built (${built.length ? `built: ${built.join(', ')}` : 'no version is built'}). Build it first: pnpm build:remote ${remote.name} ${version}`,
    );
  }
  const manifest = readManifest(environment, deployDir);
  const from = versionOf(manifest[remote.name]);
  if (from === version && how !== 'rollback') return null;
  manifest[remote.name] = manifestEntry(remote, version);
  writeManifest(environment, manifest, deployDir);
  // the boot hints in index.html follow the environment config.json names (when the shell is here)
  if (fs.existsSync(path.join(deployDir, 'index.html'))) writeBootHints(deployDir);
  const entry: HistoryEntry = { at: new Date().toISOString(), environment, remote: remote.name, from, to: version, how };
  appendHistory(entry, deployDir);
  return entry;
}

/** Returns one environment's remote to the version it ran before the current one. */
export function rollbackRemote(environment: Environment, name: string, deployDir = DEPLOY_DIR): HistoryEntry {
  const remote = findRemote(name);
  const stack = versionStack(environment, remote.name, deployDir);
  const previous = stack[stack.length - 2];
  if (!previous) throw new Error(`${environment} has no earlier version of ${remote.name} to return to (see pnpm remotes:status)`);
  const entry = setRemoteVersion(environment, remote.name, previous, 'rollback', deployDir);
  if (!entry) throw new Error(`${environment} already runs ${remote.name} ${previous}`);
  return entry;
}

export function parseEnvironment(value: string | undefined): Environment {
  if (value && value in MANIFEST_FILE) return value as Environment;
  throw new Error(`Not an environment: "${value ?? ''}" (${ENVIRONMENTS.join(' or ')})`);
}

/** One line per environment and remote: version, when it was built, what it ran before. */
export function statusTable(deployDir = DEPLOY_DIR): string {
  const rows = [['environment', 'remote', 'version', 'built', 'kernel', 'before']];
  for (const environment of ENVIRONMENTS) {
    const manifest = readManifest(environment, deployDir);
    for (const remote of REMOTES) {
      const version = versionOf(manifest[remote.name]);
      const info = version ? readBuildInfo(remote, version, deployDir) : null;
      const stack = versionStack(environment, remote.name, deployDir);
      rows.push([
        environment,
        remote.name,
        version ?? '(none)',
        version && !isBuilt(remote, version, deployDir) ? 'NOT BUILT' : (info?.builtAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z') ?? '?'),
        info?.kernel ?? '?',
        stack[stack.length - 2] ?? '-',
      ]);
    }
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
