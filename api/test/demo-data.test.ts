import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Executor } from '../src/db/database';
import { migrations } from '../src/db/migrations/index';
import { buildServer } from '../src/server';
import { base64, DEALER, TEST_PASSWORD_COST } from './helpers';
import { databaseUrl, dropDatabase, emptyDatabase, TEST_DATABASE_URL } from './postgres';

/** The API on a new, empty database (a SQLite file, or a PostgreSQL database with TEST_DATABASE_URL), as a deployment starts it. */
async function onEmptyDatabase<T>(
  demoData: 'small' | undefined,
  check: (app: Awaited<ReturnType<typeof buildServer>>, db: Executor) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-api-empty-'));
  const pgDatabase = TEST_DATABASE_URL ? await emptyDatabase() : undefined;
  const database = pgDatabase ? databaseUrl(pgDatabase) : join(dir, 'shop.db');
  const app = await buildServer({ database, demoData, passwordCost: TEST_PASSWORD_COST });
  const beside = await openDatabase(database, { poolSize: 1 });
  try {
    return await check(app, beside.kysely);
  } finally {
    await beside.close();
    await app.close();
    if (pgDatabase) await dropDatabase(pgDatabase);
    rmSync(dir, { recursive: true, force: true });
  }
}

const count = async (db: Executor, table: string): Promise<number> =>
  Number((await sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n);

const demoLogin = (app: Awaited<ReturnType<typeof buildServer>>) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email: DEALER.email, password: base64(DEALER.password) } });

describe('demo data only when asked (DEMO_DATA)', () => {
  it('without it, an empty database gets the schema and no customers: the demo login does not exist', async () => {
    await onEmptyDatabase(undefined, async (app, db) => {
      expect(await count(db, 'kysely_migration')).toBe(Object.keys(migrations).length);
      for (const table of ['customers', 'sessions', 'stores', 'products', 'orders']) expect(await count(db, table)).toBe(0);
      expect((await demoLogin(app)).statusCode).toBe(401);
    });
  });

  it('DEMO_DATA=small fills an empty database with the demo shop and its demo logins', async () => {
    await onEmptyDatabase('small', async (app, db) => {
      expect(await count(db, 'customers')).toBe(2);
      expect(await count(db, 'stores')).toBeGreaterThan(0);
      expect((await demoLogin(app)).statusCode).toBe(200);
      if (TEST_DATABASE_URL) {
        // PostgreSQL plans the first requests with statistics of the data just seeded, not of empty tables
        const analysed = await sql<{
          table: string;
        }>`SELECT DISTINCT tablename AS table FROM pg_stats WHERE schemaname = current_schema()`.execute(db);
        expect(analysed.rows.map((row) => row.table)).toEqual(
          expect.arrayContaining(['products', 'board_parts', 'warehouse_stock', 'vehicles']),
        );
      }
    });
    // the whole small demo through the feed importer: 3 s alone, over a minute beside the other lanes of pnpm test
  }, 180_000);
});
