/**
 * The Chromium lookup and installation of `pnpm test` (e2e/support/browser.ts) on a made-up machine:
 * executables are files in a temporary folder, "root", "Debian" and the commands run are the test's
 * own (no apt-get runs here; installing makes the file the lookup then finds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHROMIUM_HOW,
  ensureChromium,
  ensureHeadlessShell,
  findChromium,
  journeysChromiumPath,
  type ChromiumHost,
} from '../e2e/support/browser';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-chromium-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function executable(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '#!/bin/sh\n', { mode: 0o755 });
  return file;
}

interface Machine {
  host: ChromiumHost;
  commands: string[];
}

/** A machine of dir: the known places under dir/usr/bin..., PATH dir/bin, apt-get there when asked. */
function machine(options: { root: boolean; debian: boolean; apt: boolean; aptWorks?: boolean; env?: NodeJS.ProcessEnv }): Machine {
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin, { recursive: true });
  if (options.apt) executable(path.join(bin, 'apt-get'));
  const commands: string[] = [];
  const chromium = path.join(dir, 'usr', 'bin', 'chromium');
  const shell = path.join(dir, 'usr', 'bin', 'chromium-headless-shell');
  const host: ChromiumHost = {
    env: { PATH: `${bin}${path.delimiter}${path.join(dir, 'empty')}`, ...options.env },
    candidates: [chromium, path.join(dir, 'usr', 'bin', 'chromium-browser')],
    isExecutable: (file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return fs.statSync(file).isFile();
      } catch {
        return false;
      }
    },
    headlessShells: [shell],
    isRoot: () => options.root,
    isDebian: () => options.debian,
    run: (command, args, env) => {
      commands.push(`${env.DEBIAN_FRONTEND ?? ''} ${path.relative(dir, command)} ${args.join(' ')}`.trim());
      if (options.aptWorks === false) return 100;
      if (args.includes('install')) executable(args.includes('chromium-headless-shell') ? shell : chromium);
      return 0;
    },
  };
  return { host, commands };
}

describe('Chromium for the journeys (e2e/support/browser.ts)', () => {
  it('finds the first known place that holds an executable, and skips files that are not', () => {
    const { host } = machine({ root: false, debian: true, apt: false });
    expect(findChromium(host)).toBeUndefined();
    fs.mkdirSync(path.join(dir, 'usr', 'bin'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'usr', 'bin', 'chromium'), 'not executable', { mode: 0o644 });
    const browser = executable(path.join(dir, 'usr', 'bin', 'chromium-browser'));
    expect(findChromium(host)).toBe(browser);
    expect(ensureChromium(host)).toEqual({ path: browser });
  });

  it('uses CHROMIUM_PATH alone when set, and says so when it names no executable', () => {
    executable(path.join(dir, 'usr', 'bin', 'chromium'));
    const own = executable(path.join(dir, 'opt', 'chrome'));
    expect(findChromium(machine({ root: true, debian: true, apt: true, env: { CHROMIUM_PATH: own } }).host)).toBe(own);
    const missing = machine({ root: true, debian: true, apt: true, env: { CHROMIUM_PATH: path.join(dir, 'nowhere') } });
    const answer = ensureChromium(missing.host);
    expect(answer).toEqual({ error: expect.stringContaining(`CHROMIUM_PATH=${path.join(dir, 'nowhere')} is not an executable file`) });
    expect(missing.commands).toEqual([]);
  });

  it("installs Debian's chromium with apt-get when missing, as root on Debian, and answers the installed one", () => {
    const { host, commands } = machine({ root: true, debian: true, apt: true });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(ensureChromium(host)).toEqual({ path: path.join(dir, 'usr', 'bin', 'chromium') });
      expect(log).toHaveBeenCalledWith("e2e: no Chromium on this machine; installing Debian's Chromium (apt-get install -y chromium)");
    } finally {
      log.mockRestore();
    }
    expect(commands).toEqual(['noninteractive bin/apt-get update -qq', 'noninteractive bin/apt-get install -y -qq chromium']);
  });

  it.each([
    ['not root', { root: false, debian: true, apt: true }],
    ['not Debian', { root: true, debian: false, apt: true }],
    ['no apt-get on PATH', { root: true, debian: true, apt: false }],
  ])('installs nothing when %s, and says in one line how to get one', (_case, options) => {
    const { host, commands } = machine(options);
    const answer = ensureChromium(host);
    expect(answer).toEqual({ error: CHROMIUM_HOW });
    expect(CHROMIUM_HOW).not.toContain('\n');
    expect(CHROMIUM_HOW).toContain('apt-get install -y chromium');
    expect(commands).toEqual([]);
  });

  it('says how to get one when apt-get fails, without trying the install after a failed update', () => {
    const { host, commands } = machine({ root: true, debian: true, apt: true, aptWorks: false });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const answer = ensureChromium(host);
      expect(answer).toEqual({ error: `apt-get install -y chromium failed (exit code 100); ${CHROMIUM_HOW}` });
    } finally {
      log.mockRestore();
    }
    expect(commands).toEqual(['noninteractive bin/apt-get update -qq']);
  });
});

describe("the journeys' Chromium: Debian's headless shell when there is one (e2e/support/browser.ts)", () => {
  it('drives the headless shell when installed, the full Chromium otherwise, and CHROMIUM_PATH whenever set', () => {
    const { host } = machine({ root: false, debian: true, apt: false });
    expect(ensureHeadlessShell(host)).toBeUndefined();
    const shell = executable(path.join(dir, 'usr', 'bin', 'chromium-headless-shell'));
    expect(journeysChromiumPath(host)).toBe(shell);
    expect(ensureHeadlessShell(host)).toBe(shell);
    const own = executable(path.join(dir, 'own', 'chrome'));
    expect(ensureHeadlessShell({ ...host, env: { ...host.env, CHROMIUM_PATH: own } })).toBeUndefined();
  });

  it('installs the headless shell with apt-get as root on Debian, updating the package lists only when the install fails', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const ok = machine({ root: true, debian: true, apt: true });
      expect(ensureHeadlessShell(ok.host)).toBe(path.join(dir, 'usr', 'bin', 'chromium-headless-shell'));
      expect(ok.commands).toEqual(['noninteractive bin/apt-get install -y -qq chromium-headless-shell']);
      expect(log).toHaveBeenCalledWith(
        "e2e: installing Debian's headless shell of Chromium for the journeys (apt-get install -y chromium-headless-shell)",
      );

      fs.rmSync(path.join(dir, 'usr', 'bin', 'chromium-headless-shell'));
      const failing = machine({ root: true, debian: true, apt: true, aptWorks: false });
      expect(ensureHeadlessShell(failing.host)).toBeUndefined();
      expect(failing.commands).toEqual([
        'noninteractive bin/apt-get install -y -qq chromium-headless-shell',
        'noninteractive bin/apt-get update -qq',
      ]);
    } finally {
      log.mockRestore();
    }
  });

  it.each([
    ['not root', { root: false, debian: true, apt: true }],
    ['not Debian', { root: true, debian: false, apt: true }],
    ['without apt-get', { root: true, debian: true, apt: false }],
  ])('installs nothing when %s', (_case, options) => {
    const { host, commands } = machine(options);
    expect(ensureHeadlessShell(host)).toBeUndefined();
    expect(commands).toEqual([]);
  });
});
