/**
 * `pnpm bench:feed-delta [small|large|huge] [--postgres] [--keep <dir>]` (issue 39, Measure: the
 * delta): the demo data of that size seeded straight into a SQLite shop (kept in <dir> with the
 * delta, so that runs before and after a change of the code time the same shop and the same feed),
 * written as a feed (`exportFeed`), a delta of 100,000 prices (each 1 PLN dearer) and the stock of
 * warehouse 1 (5 more) of its first 100,000 lines made of it, then `feed:import` of the delta as a
 * child process (as an operator runs it) into a fresh copy of the shop. With --postgres also into
 * a throwaway embedded PostgreSQL seeded with the same size. Prints time and peak RSS of the
 * importer and its CPU time (user + system, by /usr/bin/time) and its progress lines (the time of each step). Printed, not asserted.
 */
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { seedDemoData, isDemoSize, type DemoSize } from '../src/demo/seed';
import { exportFeed } from '../src/feeds/export';
import { startThrowaway } from '../scripts/test-postgres';
import { deltaOf } from './feed-delta-file';

const API = resolve(__dirname, '..');
const TIME = '/usr/bin/time';

async function importer(feed: string, location: string): Promise<string> {
  const args = ['--import', 'tsx', join(API, 'scripts', 'feed-import.ts'), feed];
  const env = { ...process.env, ...(location.startsWith('postgres') ? { DATABASE_URL: location } : { DB_FILE: location }) };
  const started = Date.now();
  const child = existsSync(TIME)
    ? spawn(TIME, ['-f', 'PEAK_RSS_KB=%M CPU_S=%U+%S', process.execPath, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const seconds = (Date.now() - started) / 1000;
  const rss = /PEAK_RSS_KB=(\d+)/.exec(output)?.[1];
  const cpu = /CPU_S=([\d.]+)\+([\d.]+)/.exec(output);
  const cpuText = cpu ? `, CPU ${(Number(cpu[1]) + Number(cpu[2])).toFixed(1)} s` : '';
  return `${code === 0 ? '' : 'FAILED '}${seconds.toFixed(1)} s / ${rss ? `${(Number(rss) / 1024).toFixed(0)} MB` : 'n/a'}${cpuText}\n${output}`;
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
  const size = args.find(isDemoSize) ?? 'large';
  const keepAt = args.indexOf('--keep');
  const keep = keepAt >= 0 ? args[keepAt + 1] : undefined;
  const dir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), 'bench-delta-'));
  const shop = join(dir, `${size}.db`);
  const delta = join(dir, `${size}-delta`);
  try {
    if (!existsSync(join(delta, 'manifest.json'))) {
      let started = Date.now();
      await seedInto(shop, size);
      process.stdout.write(`${size}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      started = Date.now();
      const feed = join(dir, `${size}-feed`);
      const database = await openDatabase(shop);
      await exportFeed(database.kysely, feed, `demo-${size}`).finally(() => database.close());
      process.stdout.write(`${size}: written as a feed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      await deltaOf(feed, delta, 100_000);
      rmSync(feed, { recursive: true, force: true });
    }
    const target = join(dir, `${size}-target.db`);
    copyFileSync(shop, target);
    // the copy on disk before the clock starts (its write-back would slow the import's reads)
    const copied = openSync(target, 'r+');
    fsyncSync(copied);
    closeSync(copied);
    process.stdout.write(`SQLite delta: ${await importer(delta, target)}\n`);
    rmSync(target, { force: true });
    if (args.includes('--postgres')) {
      const throwaway = await startThrowaway();
      if ('error' in throwaway) throw new Error(throwaway.error);
      try {
        const admin = new pg.Client({ connectionString: throwaway.url });
        await admin.connect();
        await admin.query('CREATE DATABASE bench_delta');
        await admin.end();
        const url = new URL(throwaway.url);
        url.pathname = '/bench_delta';
        const started = Date.now();
        await seedInto(url.toString(), size);
        process.stdout.write(`PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        process.stdout.write(`PostgreSQL delta: ${await importer(delta, url.toString())}\n`);
      } finally {
        await throwaway.stop();
      }
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
