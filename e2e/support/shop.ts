/**
 * Starts the shop as `pnpm start` serves it (the compiled API, api/dist/main.js, with DEPLOY_DIR) on a free port
 * with a fresh database, from a private copy of deploy/ so a test may change config.json or a
 * remotes manifest without touching anyone else's shop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '..', '..');
const DEPLOY = path.join(ROOT, 'deploy');

export interface RunningShop {
  baseURL: string;
  deployDir: string;
  /** The shop's SQLite file (what a journey changes directly, as a catalogue import would: `setPartPrice`). */
  dbFile: string;
  stop: () => Promise<void>;
}

/**
 * Sets a part's price in a running shop's database, as a catalogue delta does (no call of the
 * dealer's API changes a price): written through the API package's own SQLite driver.
 */
export function setPartPrice(shop: Pick<RunningShop, 'dbFile'>, sku: string, price: number): void {
  const script = `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('busy_timeout = 5000');
const changed = db.prepare('UPDATE products SET price = ? WHERE sku = ?').run(Number(process.argv[3]), process.argv[2]).changes;
db.close(); if (changed === 0) { console.error('no part ' + process.argv[2]); process.exit(1); }`;
  const result = spawnSync(process.execPath, ['-e', script, shop.dbFile, sku, String(price)], {
    cwd: path.join(ROOT, 'api'),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`setPartPrice ${sku}: ${result.stderr}`);
}

export interface ShopOptions {
  /** Change the private deploy copy before the server starts. */
  prepare?: (deployDir: string) => void;
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Until `url` answers (asked again and again, as expect.poll does), or the shop has ended. */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  let onExit = () => undefined as void;
  const exited = new Promise<never>((_, reject) => {
    onExit = () => reject(new Error(`The shop exited with code ${child.exitCode} before it answered`));
    if (child.exitCode !== null) onExit();
    else child.once('exit', onExit);
  });
  try {
    await Promise.race([
      expect.poll(answers, { message: `The shop answers ${url}`, timeout: timeoutMs, intervals: [100, 250] }).toBe(true),
      exited,
    ]);
  } finally {
    child.off('exit', onExit);
  }
}

/**
 * The journeys register and sign in hundreds of times: their shops hash new passwords at Node's
 * default scrypt cost (the API tests' way) instead of OWASP's, 8 times cheaper; what they prove
 * does not depend on the cost (api/test/passwords.test.ts proves the production cost).
 */
const E2E_PASSWORD_COST = 'N=16384,r=8,p=1';

const API_MAIN = path.join(ROOT, 'api', 'dist', 'main.js');
const API_SOURCE_DIRS = [path.join(ROOT, 'api', 'src'), path.join(ROOT, 'contract', 'src')];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

let apiCommand: string[] | undefined;

/**
 * How a shop's API runs: as `pnpm start` runs it, plain node on the compiled api/dist (made by
 * `pnpm build`, as deploy/ is), which also spares every shop start TypeScript's transpiling; from
 * the TypeScript sources through tsx when api/dist is missing or older than a source of the API or
 * the contract (a source changed since the last build), so a journey never runs stale code.
 */
function apiArgs(): string[] {
  if (!apiCommand) {
    const built = fs.existsSync(API_MAIN) ? fs.statSync(API_MAIN).mtimeMs : 0;
    const fresh = built > 0 && API_SOURCE_DIRS.every((dir) => newestSource(dir) <= built);
    apiCommand = fresh ? ['--enable-source-maps', API_MAIN] : ['--import', 'tsx', path.join(ROOT, 'api', 'src', 'main.ts')];
  }
  return apiCommand;
}

export async function startShop(options: ShopOptions = {}): Promise<RunningShop> {
  if (!fs.existsSync(path.join(DEPLOY, 'index.html'))) throw new Error('deploy/ is not built: run `pnpm build` first');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-e2e-'));
  const deployDir = path.join(work, 'deploy');
  fs.cpSync(DEPLOY, deployDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  options.prepare?.(deployDir);
  const port = await freePort();
  const dbFile = path.join(work, 'shop.db');
  const child = spawn(process.execPath, apiArgs(), {
    cwd: path.join(ROOT, 'api'),
    // the links in the shop's mail point at this shop (SHOP_ORIGIN); without SMTP_URL mail is written to work/outbox
    env: {
      ...process.env,
      SHOP_ORIGIN: `http://127.0.0.1:${port}`,
      PASSWORD_COST: E2E_PASSWORD_COST,
      ...options.env,
      PORT: String(port),
      DB_FILE: dbFile,
      DEPLOY_DIR: deployDir,
      DEMO_DATA: 'small',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseURL}/api/config`, child);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`, { cause: error });
  }
  return {
    baseURL,
    deployDir,
    dbFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          fs.rmSync(work, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs one of the root scripts (build:remote, switch:remote, rollback:remote) against a deploy copy. */
export function runRootScript(script: 'build-remote' | 'switch-remote' | 'rollback-remote', args: string[], deployDir: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${script}.ts`), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

export function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, JSON.stringify(value, null, 2));
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
