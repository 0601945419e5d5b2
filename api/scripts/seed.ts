/**
 * Writes a fresh demo database without starting the server, and reports how long it took and how
 * large the database is:
 *   tsx scripts/seed.ts <small|large|huge> <file | postgres://...>
 * Start the shop on it with DB_FILE=<file> (or DATABASE_URL=<url>). A PostgreSQL database must be
 * empty (a new one): its tables are made by the migrations.
 */
import { rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../src/db/database';
import { DEMO_SIZES, isDemoSize, seedDemoData, type SeedStats } from '../src/demo/seed';

async function main(): Promise<void> {
  const [size = 'large', fileArgument = `.data/shop-${size}.db`] = process.argv.slice(2);
  if (!isDemoSize(size)) throw new Error(`size must be one of ${DEMO_SIZES.join(', ')}`);
  const postgres = isPostgresUrl(fileArgument);
  const file = postgres ? fileArgument : resolve(fileArgument);
  if (!postgres) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const started = Date.now();
  const database = await openDatabase(file);
  const migrated = Date.now();
  const stats: SeedStats = { peakBufferedRows: 0 };
  if (!(await seedDemoData(database.kysely, size, undefined, stats)))
    throw new Error(`${postgres ? 'the database' : file} has data already`);
  const seeded = Date.now();
  const count = async (productType: 'SimpleProduct' | 'GroupedProduct') =>
    Number(
      (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM products WHERE product_type = ${productType}`.execute(database.kysely)).rows[0]
        ?.n ?? 0,
    );
  const parts = await count('SimpleProduct');
  const boards = await count('GroupedProduct');
  let bytes = 0;
  if (postgres) {
    bytes = Number((await sql<{ n: string }>`SELECT pg_database_size(current_database()) AS n`.execute(database.kysely)).rows[0]?.n ?? 0);
  }
  await database.close();
  if (!postgres) bytes = statSync(file).size;
  const megabytes = (bytes / 1024 / 1024).toFixed(1);
  const heap = (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
  console.log(
    `${size}: ${parts} parts, ${boards} boards, ${Date.now() - started} ms (migrations ${migrated - started} ms, seed ${seeded - migrated} ms), ` +
      `${megabytes} MB, at most ${stats.peakBufferedRows} rows in memory, ${heap} MB resident -> ${postgres ? 'PostgreSQL' : file}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
