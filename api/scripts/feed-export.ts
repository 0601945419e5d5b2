/**
 * Writes the shop's catalogue as a full feed (docs/feeds.md) into a folder:
 *   pnpm feed:export <folder>
 * The database as for `pnpm start` (DATABASE_URL, else the SQLite file DB_FILE, api/.data/shop.db
 * by default). `pnpm feed:import <folder>` into another shop then gives it the same catalogue.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPostgresUrl, openDatabase } from '../src/db/database';
import { exportFeed } from '../src/feeds/export';

async function main(): Promise<number> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) {
    process.stderr.write('usage: pnpm feed:export <folder>\n');
    return 2;
  }
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const location = process.env.DATABASE_URL?.trim() || resolve(process.env.DB_FILE ?? resolve(__dirname, '..', '.data', 'shop.db'));
  if (!isPostgresUrl(location) && !existsSync(location)) {
    process.stderr.write(`no database at ${location}\n`);
    return 1;
  }
  const database = await openDatabase(location);
  try {
    const started = Date.now();
    const counts = await exportFeed(database.kysely, dir);
    for (const [file, n] of Object.entries(counts)) process.stdout.write(`${file}: ${n}\n`);
    process.stdout.write(`${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
