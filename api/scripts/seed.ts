/**
 * Writes a fresh demo database without starting the server, and reports how long it took:
 *   tsx scripts/seed.ts <small|large> <file>
 * Start the shop on it with DB_FILE=<file>.
 */
import { rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../src/db/sql';
import { seedDemoData, type DemoSize } from '../src/demo/seed';

async function main(): Promise<void> {
  const [sizeArgument = 'large', fileArgument = `.data/shop-${sizeArgument}.db`] = process.argv.slice(2);
  if (sizeArgument !== 'small' && sizeArgument !== 'large') throw new Error('size must be small or large');
  const size: DemoSize = sizeArgument;
  const file = resolve(fileArgument);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const started = Date.now();
  const sql = openDatabase(file);
  await seedDemoData(sql, size);
  const count = (table: string, where = '') => sql.one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} ${where}`)?.n ?? 0;
  const parts = count('products', "WHERE product_type = 'SimpleProduct'");
  const boards = count('products', "WHERE product_type = 'GroupedProduct'");
  sql.close();
  const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`${size}: ${parts} parts, ${boards} boards, ${Date.now() - started} ms, ${megabytes} MB -> ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
