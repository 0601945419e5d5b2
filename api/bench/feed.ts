/**
 * `pnpm bench:feed [large] [huge] [--no-postgres]` (issue 39, Measure): the demo data of each size
 * written as a full feed (seeded into a temporary SQLite file, then `exportFeed`), imported by
 * `feed:import` (a child process, as an operator runs it) into a fresh small demo shop on SQLite
 * and on PostgreSQL (a throwaway embedded PostgreSQL as `pnpm test:api:pg` starts, unless
 * --no-postgres), then a delta of 100,000 prices and 100,000 stock figures. Prints a table: time
 * and peak RSS of the importer (by /usr/bin/time) per feed and database. Printed, not asserted.
 * Not measured yet: board reads p99 during an import (docs/feeds-status.md, Next).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { seedDemoData, isDemoSize, type DemoSize } from '../src/demo/seed';
import { exportFeed } from '../src/feeds/export';
import { startThrowaway } from '../scripts/test-postgres';

const API = resolve(__dirname, '..');
const TIME = '/usr/bin/time';

interface Run {
  seconds: number;
  rssMb: number | undefined;
  ok: boolean;
}

/** Runs feed:import on `feed` against `location` (a SQLite file or a postgres:// URL) as a child process. */
async function importer(feed: string, location: string): Promise<Run> {
  const args = ['--import', 'tsx', join(API, 'scripts', 'feed-import.ts'), feed];
  const env = { ...process.env, ...(location.startsWith('postgres') ? { DATABASE_URL: location } : { DB_FILE: location }) };
  const timed = existsSync(TIME);
  const started = Date.now();
  const child = timed
    ? spawn(TIME, ['-f', 'PEAK_RSS_KB=%M', process.execPath, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const seconds = (Date.now() - started) / 1000;
  const rss = /PEAK_RSS_KB=(\d+)/.exec(stderr)?.[1];
  if (code !== 0) process.stderr.write(stderr.slice(-2000));
  return { seconds, rssMb: rss ? Number(rss) / 1024 : undefined, ok: code === 0 };
}

/** A delta feed of the first `count` prices (each 1 PLN dearer) and stock figures of warehouse 1 (5 more) of `feed`. */
async function deltaOf(feed: string, dir: string, count: number): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, kind: 'delta', created: new Date().toISOString(), version: 'bench-delta' }),
  );
  const copy = async (file: string, change: (cells: string[]) => string[] | undefined): Promise<void> => {
    const out = createWriteStream(join(dir, file));
    let n = 0;
    for await (const line of createInterface({ input: createReadStream(join(feed, file)) })) {
      if (n === 0) out.write(`${line}\n`);
      else {
        const cells = change(line.split(';'));
        if (!cells) continue;
        if (!out.write(`${cells.join(';')}\n`)) await once(out, 'drain');
      }
      if (++n > count) break;
    }
    out.end();
    await once(out, 'finish');
  };
  await copy('prices.csv', ([number = '', gross = '0']) => [number, (Number(gross) + 1).toFixed(2)]);
  await copy('stock.csv', ([number = '', warehouse = '', quantity = '0']) =>
    warehouse === '1' ? [number, warehouse, String(Number(quantity) + 5)] : undefined,
  );
}

async function seedInto(location: string, size: DemoSize): Promise<void> {
  const database = await openDatabase(location);
  try {
    await seedDemoData(database.kysely, size);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sizes = args.filter(isDemoSize);
  if (sizes.length === 0) sizes.push('large');
  const postgres = !args.includes('--no-postgres');
  const work = mkdtempSync(join(tmpdir(), 'bench-feed-'));
  const rows: string[][] = [];
  const throwaway = postgres ? await startThrowaway() : undefined;
  if (throwaway && 'error' in throwaway) throw new Error(throwaway.error);
  try {
    for (const size of sizes) {
      const source = join(work, `${size}.db`);
      let started = Date.now();
      await seedInto(source, size);
      const seeded = (Date.now() - started) / 1000;
      const feed = join(work, `${size}-feed`);
      started = Date.now();
      const exported = await openDatabase(source);
      const counts = await exportFeed(exported.kysely, feed, `demo-${size}`).finally(() => exported.close());
      process.stdout.write(
        `${size}: seeded in ${seeded.toFixed(1)} s, written as a feed in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(${counts['parts.csv']} parts, ${counts['boards.csv']} boards, ${counts['vehicles.csv']} vehicles)\n`,
      );
      rmSync(source, { force: true });
      const delta = join(work, `${size}-delta`);
      await deltaOf(feed, delta, 100_000);
      const targets: [string, string][] = [['SQLite', join(work, `${size}-target.db`)]];
      if (throwaway && !('error' in throwaway)) {
        const name = `bench_feed_${size}`;
        const admin = new pg.Client({ connectionString: throwaway.url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(throwaway.url);
        url.pathname = `/${name}`;
        targets.push(['PostgreSQL', url.toString()]);
      }
      for (const [db, location] of targets) {
        await seedInto(location, 'small');
        const full = await importer(feed, location);
        const again = await importer(feed, location);
        const changes = await importer(delta, location);
        const mb = (run: Run) => (run.rssMb === undefined ? 'n/a' : `${run.rssMb.toFixed(0)} MB`);
        const cell = (run: Run) => (run.ok ? `${run.seconds.toFixed(1)} s / ${mb(run)}` : 'failed');
        rows.push([size, db, cell(full), cell(again), cell(changes)]);
      }
    }
  } finally {
    if (throwaway && !('error' in throwaway)) await throwaway.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const header = ['feed', 'database', 'full import (time / peak RSS)', 'same feed again', 'delta 100,000 prices + stock'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  process.stdout.write(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
  process.stdout.write('(importer child process incl. node and tsx start; into a fresh small demo shop)\n');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
