/**
 * Writes a fresh demo database without starting the server, and reports how long it took:
 *   tsx scripts/seed.ts <small|large> <file | postgres://...>
 * Start the shop on it with DB_FILE=<file> (or DATABASE_URL=<url>). A PostgreSQL database must be
 * empty (a new one): its tables are made by the migrations.
 */
import { rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../src/db/database';
import { seedDemoData, type DemoSize } from '../src/demo/seed';

async function main(): Promise<void> {
  const [sizeArgument = 'large', fileArgument = `.data/shop-${sizeArgument}.db`] = process.argv.slice(2);
  if (sizeArgument !== 'small' && sizeArgument !== 'large') throw new Error('size must be small or large');
  const size: DemoSize = sizeArgument;
  const postgres = isPostgresUrl(fileArgument);
  const file = postgres ? fileArgument : resolve(fileArgument);
  if (!postgres) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const started = Date.now();
  const database = await openDatabase(file);
  if (!(await seedDemoData(database.kysely, size))) throw new Error(`${postgres ? 'the database' : file} has data already`);
  const count = async (productType: 'SimpleProduct' | 'GroupedProduct') =>
    (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM products WHERE product_type = ${productType}`.execute(database.kysely)).rows[0]?.n ?? 0;
  const parts = await count('SimpleProduct');
  const boards = await count('GroupedProduct');
  await database.close();
  if (postgres) {
    console.log(`${size}: ${parts} parts, ${boards} boards, ${Date.now() - started} ms -> PostgreSQL`);
    return;
  }
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`${size}: ${parts} parts, ${boards} boards, ${Date.now() - started} ms, ${megabytes} MB -> ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
