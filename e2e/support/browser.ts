import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The Chromium the journeys and the bench drive: a system one (Debian's package first); Playwright
 * never downloads a browser here (no `playwright install`). CHROMIUM_PATH, when set, is the only
 * one looked at.
 */
const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

/** How to get one, in one line. */
export const CHROMIUM_HOW =
  "Chromium not found: install Debian's Chromium (as root: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable";

/** What the lookup and the installation ask of the machine (the real one by default; tests pass their own). */
export interface ChromiumHost {
  env: NodeJS.ProcessEnv;
  candidates: readonly string[];
  isExecutable: (file: string) => boolean;
  isRoot: () => boolean;
  isDebian: () => boolean;
  /** Runs a command (output shown), answers its exit code. */
  run: (command: string, args: readonly string[], env: NodeJS.ProcessEnv) => number;
  /** Where Debian's headless shell may be (HEADLESS_SHELL_CANDIDATES unless given). */
  headlessShells?: readonly string[];
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const SYSTEM: ChromiumHost = {
  env: process.env,
  candidates: CHROMIUM_CANDIDATES,
  isExecutable,
  isRoot: () => process.getuid?.() === 0,
  isDebian: () => fs.existsSync('/etc/debian_version'),
  run: (command, args, env) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1,
};

/** The first executable of CHROMIUM_PATH or the known places, or undefined. */
export function findChromium(host: Pick<ChromiumHost, 'env' | 'candidates' | 'isExecutable'> = SYSTEM): string | undefined {
  const given = host.env.CHROMIUM_PATH?.trim();
  if (given) return host.isExecutable(given) ? given : undefined;
  return host.candidates.find((candidate) => host.isExecutable(candidate));
}

/** apt-get on PATH, if any. */
function aptGet(host: ChromiumHost): string | undefined {
  const dirs = (host.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, 'apt-get')).find((file) => host.isExecutable(file));
}

/**
 * A Chromium to drive, installed when missing where that is safe to do unasked: as root on Debian
 * with apt-get (`apt-get install -y chromium`, Debian's package). Answers its path, or a one-line
 * message saying how to get one.
 */
export function ensureChromium(host: ChromiumHost = SYSTEM): { path: string } | { error: string } {
  const found = findChromium(host);
  if (found) return { path: found };
  const given = host.env.CHROMIUM_PATH?.trim();
  if (given)
    return {
      error: `CHROMIUM_PATH=${given} is not an executable file: point it at a Chromium or Chrome executable, or unset it to use Debian's Chromium`,
    };
  const apt = aptGet(host);
  if (!host.isRoot() || !host.isDebian() || !apt) return { error: CHROMIUM_HOW };
  console.log("e2e: no Chromium on this machine; installing Debian's Chromium (apt-get install -y chromium)");
  const env = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
  const code = host.run(apt, ['update', '-qq'], env) || host.run(apt, ['install', '-y', '-qq', 'chromium'], env);
  const installed = findChromium(host);
  if (code !== 0 || !installed) return { error: `apt-get install -y chromium failed (exit code ${code}); ${CHROMIUM_HOW}` };
  return { path: installed };
}

/** The Chromium to launch; throws the one-line message when there is none. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found)
    throw new Error(
      process.env.CHROMIUM_PATH?.trim() ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file` : CHROMIUM_HOW,
    );
  return found;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's `chromium-headless-shell`: the same Chromium's Blink without the full browser around it. */
const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

function findHeadlessShell(host: Pick<ChromiumHost, 'env' | 'isExecutable' | 'headlessShells'>): string | undefined {
  if (host.env.CHROMIUM_PATH?.trim()) return undefined;
  return (host.headlessShells ?? HEADLESS_SHELL_CANDIDATES).find((candidate) => host.isExecutable(candidate));
}

/**
 * The Chromium the journeys drive: Debian's headless shell of the same Chromium when it is installed
 * (what Playwright itself runs for a headless Chromium; the full browser's own processes cost the
 * journeys about a third of their CPU, measured for issue 24: the same 22 journeys took 93 CPU
 * seconds with the shell, 135 with the full browser), else the one of chromiumPath(). CHROMIUM_PATH,
 * when set, is the one used. The benches keep the full browser (chromiumPath()).
 */
export function journeysChromiumPath(host: Pick<ChromiumHost, 'env' | 'isExecutable' | 'headlessShells'> = SYSTEM): string {
  return findHeadlessShell(host) ?? chromiumPath();
}

/**
 * Debian's headless shell for the journeys, installed when missing where that is safe to do unasked
 * (as root on Debian with apt-get: `apt-get install -y chromium-headless-shell`). Answers its path,
 * or undefined: the journeys then drive the full Chromium (journeysChromiumPath), only slower.
 */
export function ensureHeadlessShell(host: ChromiumHost = SYSTEM): string | undefined {
  if (host.env.CHROMIUM_PATH?.trim()) return undefined;
  const found = findHeadlessShell(host);
  if (found) return found;
  const apt = aptGet(host);
  if (!host.isRoot() || !host.isDebian() || !apt) return undefined;
  console.log("e2e: installing Debian's headless shell of Chromium for the journeys (apt-get install -y chromium-headless-shell)");
  const env = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '-qq', 'chromium-headless-shell'];
  // the package lists are updated only when the install fails without it
  let code = host.run(apt, install, env);
  if (code !== 0) code = host.run(apt, ['update', '-qq'], env) || host.run(apt, install, env);
  return code === 0 ? findHeadlessShell(host) : undefined;
}
