import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../src/server';
import { base64, DEALER, TEST_PASSWORD_COST } from './helpers';

/** The API on a new, empty database file, as a deployment starts it. */
async function onEmptyDatabase<T>(demoData: 'small' | undefined, check: (app: Awaited<ReturnType<typeof buildServer>>, dbFile: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'parts-api-empty-'));
  const dbFile = join(dir, 'shop.db');
  const app = await buildServer({ database: dbFile, demoData, passwordCost: TEST_PASSWORD_COST });
  try {
    return await check(app, dbFile);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const count = (dbFile: string, table: string): number => {
  const db = new Database(dbFile, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

const demoLogin = (app: Awaited<ReturnType<typeof buildServer>>) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email: DEALER.email, password: base64(DEALER.password) } });

describe('demo data only when asked (DEMO_DATA)', () => {
  it('without it, an empty database gets the schema and no customers: the demo login does not exist', async () => {
    await onEmptyDatabase(undefined, async (app, dbFile) => {
      expect(count(dbFile, 'migrations')).toBeGreaterThanOrEqual(8);
      for (const table of ['customers', 'sessions', 'stores', 'products', 'orders']) expect(count(dbFile, table)).toBe(0);
      expect((await demoLogin(app)).statusCode).toBe(401);
    });
  });

  it('DEMO_DATA=small fills an empty database with the demo shop and its demo logins', async () => {
    await onEmptyDatabase('small', async (app, dbFile) => {
      expect(count(dbFile, 'customers')).toBe(2);
      expect(count(dbFile, 'stores')).toBeGreaterThan(0);
      expect((await demoLogin(app)).statusCode).toBe(200);
    });
  });
});
