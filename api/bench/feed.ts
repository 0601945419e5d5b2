/**
 * `pnpm bench:feed [large] [huge] [--no-postgres] [--no-sqlite] [--database-url <url>] [--no-again]
 * [--no-reads] [--work <dir>]` (issue 39, Measure): the demo data of each size written as a full
 * feed by the demo generator (`writeDemoFeed`: straight to CSV), imported by `feed:import` (a child
 * process, as an operator runs it) into a fresh small demo shop on SQLite and on PostgreSQL, then
 * the same feed again, then a delta of 100,000 prices and 100,000 stock figures. PostgreSQL: a
 * throwaway embedded PostgreSQL as `pnpm test:api:pg` starts (fsync off), or with `--database-url`
 * a server of yours (a role that may create databases: `bench_feed_<size>` is made there, dropped
 * first when it exists). Prints a table: time and peak RSS of the importer (by /usr/bin/time) per
 * feed and database, with its CPU time and the machine's load average during each run. Then (unless --no-reads)
 * the shop is started on the same database (the API as `api/bench/load.ts` starts it) and a
 * dealer's board reads are sent at 20 a second (open loop: one every 50 ms whether or not the last
 * has answered), 5 s not counted, then 30 s without an import, then during a full import of the
 * same feed with every price changed (a switch that rewrites every part's price): a second table
 * with p50, p99 and errors of each. `--work <dir>` keeps the feeds and the importers' progress
 * logs (their step times) there and uses a feed written there before again. Printed, not asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { loadavg, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { seedDemoData, isDemoSize, type DemoSize } from '../src/demo/seed';
import { writeDemoFeed } from '../src/demo/feed';
import { startThrowaway } from '../scripts/test-postgres';
import { deltaOf } from './feed-delta-file';
import { freePort, percentile, stop, waitUntilUp } from './common';

const API = resolve(__dirname, '..');
const TIME = '/usr/bin/time';

interface Run {
  seconds: number;
  rssMb: number | undefined;
  ok: boolean;
  /** user + system CPU seconds of the importer (by /usr/bin/time): steadier than the wall time on a loaded machine */
  cpuSeconds: number | undefined;
  /** the 1-minute load average of the machine, lowest and highest seen during the run */
  load: [number, number];
}

/** Samples the machine's 1-minute load average every 5 s until `stop` is called: [lowest, highest]. */
function loadDuring(): () => [number, number] {
  let low = loadavg()[0] ?? 0;
  let high = low;
  const sample = () => {
    const now = loadavg()[0] ?? 0;
    low = Math.min(low, now);
    high = Math.max(high, now);
  };
  const timer = setInterval(sample, 5000);
  return () => {
    clearInterval(timer);
    sample();
    return [low, high];
  };
}

/** Where each importer's progress lines go (`--work <dir>`: kept), one file per run. */
let logDir: string | undefined;
let logCount = 0;

/** Runs feed:import on `feed` against `location` (a SQLite file or a postgres:// URL) as a child process. */
async function importer(feed: string, location: string, label = 'import'): Promise<Run> {
  const args = ['--import', 'tsx', join(API, 'scripts', 'feed-import.ts'), feed];
  const env = { ...process.env, ...(location.startsWith('postgres') ? { DATABASE_URL: location } : { DB_FILE: location }) };
  const timed = existsSync(TIME);
  const started = Date.now();
  const load = loadDuring();
  const log = logDir ? createWriteStream(join(logDir, `${String(++logCount).padStart(2, '0')}-${label}.log`)) : undefined;
  const child = timed
    ? spawn(TIME, ['-f', 'PEAK_RSS_KB=%M CPU_S=%U+%S', process.execPath, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  let atLineStart = true;
  child.stderr?.on('data', (chunk: Buffer) => {
    // the importer's progress lines (its step times), with the load average of the moment
    stderr = (stderr + chunk.toString()).slice(-20_000);
    const text = chunk.toString();
    const tag = `[load ${(loadavg()[0] ?? 0).toFixed(1)}] `;
    log?.write(`${atLineStart ? tag : ''}${text.replace(/\n(?=.)/g, `\n${tag}`)}`);
    atLineStart = text.endsWith('\n');
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  const seconds = (Date.now() - started) / 1000;
  log?.end();
  const rss = /PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1];
  const cpu = /CPU_S=([\d.]+)\+([\d.]+)/.exec(stderr);
  if (code !== 0) process.stderr.write(stderr.slice(-2000));
  return {
    seconds,
    rssMb: rss ? Number(rss) / 1024 : undefined,
    cpuSeconds: cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined,
    ok: code === 0,
    load: load(),
  };
}

/** A copy of `feed` (a full feed) with every gross price 1 PLN dearer. */
async function repricedCopy(feed: string, dir: string): Promise<void> {
  cpSync(feed, dir, { recursive: true });
  const out = createWriteStream(join(dir, 'prices.csv'));
  let first = true;
  for await (const line of createInterface({ input: createReadStream(join(feed, 'prices.csv')) })) {
    const cells = line.split(';');
    const text = first ? line : [cells[0] ?? '', (Number(cells[1] ?? '0') + 1).toFixed(2)].join(';');
    first = false;
    if (!out.write(`${text}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Board reads at READS_PER_SECOND: latencies (ms) and errors. */
interface Reads {
  ms: number[];
  errors: number;
}

const READS_PER_SECOND = 20;
const BASELINE_SECONDS = 30;
const WARM_UP_SECONDS = 5;

/** The shop's API on `location` (as api/bench/load.ts starts it), its base URL and a dealer's token. */
async function startApi(location: string): Promise<{ api: ChildProcess; base: string; token: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API,
    env: {
      ...process.env,
      ...(location.startsWith('postgres') ? { DATABASE_URL: location } : { DB_FILE: location }),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DEMO_DATA: '',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(`${base}/health`, api);
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dealer@example.com', password: Buffer.from('dealer123').toString('base64') }),
    });
    // the token comes as text (the contract's login answer)
    const token = (await login.text()).replace(/^"|"$/g, '');
    if (!login.ok || token === '') throw new Error(`sign-in failed: ${login.status}`);
    return { api, base, token };
  } catch (error) {
    // not left running when the bench stops here
    await stop(api);
    throw error;
  }
}

/** Reads random boards at READS_PER_SECOND (open loop) until `until` settles; every answer awaited. */
async function readBoards(base: string, token: string, boards: readonly number[], until: Promise<unknown>): Promise<Reads> {
  const reads: Reads = { ms: [], errors: 0 };
  let done = false;
  void until.finally(() => (done = true));
  const pending: Promise<void>[] = [];
  const one = async (): Promise<void> => {
    const id = boards[Math.floor(Math.random() * boards.length)];
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/Level4Product/Board`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'pl' },
        body: JSON.stringify({ id, vehicleSpecific: false }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      if (!response.ok) reads.errors += 1;
      else reads.ms.push(performance.now() - started);
    } catch {
      reads.errors += 1;
    }
  };
  const t0 = performance.now();
  for (let n = 0; !done; n++) {
    pending.push(one());
    await new Promise((wake) => setTimeout(wake, Math.max(0, t0 + ((n + 1) * 1000) / READS_PER_SECOND - performance.now())));
  }
  await Promise.all(pending);
  return reads;
}

async function seedInto(location: string, size: DemoSize): Promise<void> {
  const database = await openDatabase(location);
  try {
    await seedDemoData(database.kysely, size);
  } finally {
    await database.close();
  }
}

/** The value of `--name value` or `--name=value` in `args`. */
function option(args: readonly string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = args[at] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[at + 1];
}

/** `postgres://...` with the password hidden, for the printed lines. */
function shown(url: string): string {
  const safe = new URL(url);
  if (safe.password) safe.password = '***';
  return safe.toString();
}

const mb = (run: Run) => (run.rssMb === undefined ? 'n/a' : `${run.rssMb.toFixed(0)} MB`);
const loadText = (run: Run) => `load ${run.load[0].toFixed(1)}-${run.load[1].toFixed(1)}`;
const cpuText = (run: Run) => (run.cpuSeconds === undefined ? '' : ` (CPU ${run.cpuSeconds.toFixed(1)} s)`);
const cell = (run: Run | undefined) =>
  run?.ok ? `${run.seconds.toFixed(1)} s${cpuText(run)} / ${mb(run)} (${loadText(run)})` : run ? 'failed' : 'not run';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sizes = args.filter(isDemoSize);
  if (sizes.length === 0) sizes.push('large');
  // --database-url postgres://role:password@host/any: a PostgreSQL server (a role that may create
  // databases) instead of a throwaway one; bench_feed_<size> is made there anew (dropped first)
  const serverUrl = option(args, '--database-url');
  const postgres = !args.includes('--no-postgres');
  const sqlite = !args.includes('--no-sqlite');
  const again = !args.includes('--no-again');
  const reads = !args.includes('--no-reads');
  // --work <dir>: the feeds, the shops' SQLite files and the importers' progress logs stay there;
  // a feed already written there is used again (the huge one takes minutes to write)
  const kept = option(args, '--work');
  const work = kept ? resolve(kept) : mkdtempSync(join(tmpdir(), 'bench-feed-'));
  mkdirSync(work, { recursive: true });
  logDir = work;
  const rows: string[][] = [];
  const readRows: string[][] = [];
  const throwaway = postgres && !serverUrl ? await startThrowaway() : undefined;
  if (throwaway && 'error' in throwaway) throw new Error(throwaway.error);
  const server = serverUrl ?? (throwaway && !('error' in throwaway) ? throwaway.url : undefined);
  try {
    for (const size of sizes) {
      const feed = join(work, `${size}-feed`);
      if (existsSync(join(feed, 'manifest.json')) && kept) process.stdout.write(`${size}: the feed of ${feed} again\n`);
      else {
        const started = Date.now();
        const { lines: counts } = await writeDemoFeed(size, feed);
        process.stdout.write(
          `${size}: written as a feed by the generator in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
            `(${counts['parts.csv']} parts, ${counts['boards.csv']} boards, ${counts['vehicles.csv']} vehicles)\n`,
        );
      }
      const delta = join(work, `${size}-delta`);
      rmSync(delta, { recursive: true, force: true });
      await deltaOf(feed, delta, 100_000);
      const targets: [string, string][] = [];
      if (sqlite) {
        const file = join(work, `${size}-target.db`);
        for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
        targets.push(['SQLite', file]);
      }
      if (postgres && server) {
        const name = `bench_feed_${size}`;
        const admin = new pg.Client({ connectionString: server });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(server);
        url.pathname = `/${name}`;
        targets.push(['PostgreSQL', url.toString()]);
      }
      const repriced = join(work, `${size}-repriced`);
      if (reads) {
        rmSync(repriced, { recursive: true, force: true });
        await repricedCopy(feed, repriced);
      }
      for (const [db, location] of targets) {
        process.stdout.write(`${size} into ${db}${db === 'PostgreSQL' ? ` (${shown(location)})` : ''}\n`);
        await seedInto(location, 'small');
        const full = await importer(feed, location, `${size}-${db}-full`);
        process.stdout.write(`  full import: ${cell(full)}\n`);
        const second = again ? await importer(feed, location, `${size}-${db}-again`) : undefined;
        if (second) process.stdout.write(`  same feed again: ${cell(second)}\n`);
        const changes = await importer(delta, location, `${size}-${db}-delta`);
        process.stdout.write(`  delta: ${cell(changes)}\n`);
        rows.push([size, db, cell(full), cell(second), cell(changes)]);
        if (!reads) continue;
        // the shop answering board reads while a full feed is imported into its database
        const { api, base, token } = await startApi(location);
        try {
          const database = await openDatabase(location);
          const boards = (
            await database.kysely.selectFrom('products').select('id').where('product_type', '=', 'GroupedProduct').orderBy('id').execute()
          ).map((row) => row.id);
          await database.close();
          // a warm-up (not counted): the API's first reads after its start
          await readBoards(base, token, boards, new Promise((wake) => setTimeout(wake, WARM_UP_SECONDS * 1000)));
          const quietLoad = loadDuring();
          const quiet = await readBoards(base, token, boards, new Promise((wake) => setTimeout(wake, BASELINE_SECONDS * 1000)));
          const [low, high] = quietLoad();
          let during: Run | undefined;
          const busy = await readBoards(
            base,
            token,
            boards,
            importer(repriced, location, `${size}-${db}-during-reads`).then((run) => (during = run)),
          );
          const stats = (r: Reads) => {
            const sorted = [...r.ms].sort((a, b) => a - b);
            return `${r.ms.length + r.errors} / ${percentile(sorted, 50).toFixed(1)} ms / ${percentile(sorted, 99).toFixed(1)} ms / ${r.errors}`;
          };
          const row = [
            size,
            db,
            `${stats(quiet)} (load ${low.toFixed(1)}-${high.toFixed(1)})`,
            `${stats(busy)}${during ? ` (${loadText(during)})` : ''}`,
            cell(during),
          ];
          process.stdout.write(`  board reads: no import ${row[2]}; during an import ${row[3]}; that import ${row[4]}\n`);
          readRows.push(row);
        } finally {
          await stop(api);
        }
      }
    }
  } finally {
    if (throwaway && !('error' in throwaway)) await throwaway.stop();
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
  const print = (header: string[], body: string[][]) => {
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
    process.stdout.write(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${body.map(line).join('\n')}\n`);
  };
  print(['feed', 'database', 'full import (time / peak RSS)', 'same feed again', 'delta 100,000 prices + stock'], rows);
  process.stdout.write(
    '(importer child process incl. node and tsx start; into a fresh small demo shop; CPU: user + system of the importer, not of the database server; load: the 1-minute load average during the run)\n',
  );
  if (readRows.length === 0) return;
  print(
    [
      'feed',
      'database',
      `board reads, no import, ${BASELINE_SECONDS} s (n / p50 / p99 / errors)`,
      'board reads during a full import (n / p50 / p99 / errors)',
      'that import (every price changed)',
    ],
    readRows,
  );
  process.stdout.write(
    `(${READS_PER_SECOND} board reads a second, open loop, one dealer, random boards of the feed, after ${WARM_UP_SECONDS} s of reads not counted; the API as bench:load starts it)\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
