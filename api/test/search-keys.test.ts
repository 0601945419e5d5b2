import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Passwords } from '../src/auth/passwords';
import { searchPartsByName } from '../src/data/product-search';
import { openDatabase } from '../src/db/database';
import { migrateDownTo } from '../src/db/migrate';
import type { Database } from '../src/db/schema';
import { searchKey } from '../src/db/search-key';
import { seedDemoData } from '../src/demo/seed';
import { startShop, TEST_PASSWORD_COST } from './helpers';
import { TEST_DATABASE_URL } from './postgres';

const sqliteOnly = TEST_DATABASE_URL ? it.skip : it;

describe('search keys of part names (extension name-search)', () => {
  it('are lower case without diacritics, Polish ł included', () => {
    expect(searchKey('  Wkład   FILTRA oleju ')).toBe('wklad filtra oleju');
    expect(searchKey('Śruba łącząca, ŻÓŁTA')).toBe('sruba laczaca, zolta');
  });

  // a file of a SQLite shop that ran an earlier version (PostgreSQL databases never had products without keys)
  sqliteOnly('are filled and indexed by migrations 10 and 13 for the rows of a SQLite file made before them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parts-api-keys-'));
    const file = join(dir, 'shop.db');
    try {
      const seeded = await openDatabase(file);
      await seedDemoData(seeded.kysely, 'small', new Passwords(TEST_PASSWORD_COST));
      await seeded.close();
      // the file as it was before migrations 10 and 13: the later migrations undone (their down steps)
      const undo = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteDatabase(file) }) });
      await migrateDownTo(undo, '009-password-params-session-idle');
      await undo.destroy();
      const reopened = await openDatabase(file);
      const { missing } = await reopened.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('missing'))
        .where((eb) => eb.or([eb('search_name', 'is', null), eb.and([eb('name_pl', 'is not', null), eb('search_name_pl', 'is', null)])]))
        .executeTakeFirstOrThrow();
      expect(missing).toBe(0);
      const found = await searchPartsByName(reopened.kysely, 'wklad filtra', undefined, 'pl');
      expect(found.map((row) => [row.sku, row.name])).toContainEqual(['99110000001', 'Wkład filtra oleju']);
      await reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('follow the products table: a part added, renamed or removed is found, found by its new name, or no longer found', async () => {
    const shop = await startShop();
    try {
      const db = await shop.database();
      const skus = async (query: string) => (await searchPartsByName(db, query, undefined, 'en')).map((row) => row.sku);
      const { id } = await db
        .insertInto('products')
        .values({
          sku: '77000000001',
          name: 'Quartz gauge',
          name_pl: 'Wskaźnik kwarcowy',
          product_type: 'SimpleProduct',
          full_description: '',
          price: 10,
          search_name: searchKey('Quartz gauge'),
          search_name_pl: searchKey('Wskaźnik kwarcowy'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await skus('quartz')).toEqual(['77000000001']);
      expect(await skus('wskaznik kwarc')).toEqual(['77000000001']);
      await db
        .updateTable('products')
        .set({ name: 'Zircon gauge', search_name: searchKey('Zircon gauge') })
        .where('id', '=', id)
        .execute();
      expect(await skus('quartz')).toEqual([]);
      expect(await skus('zircon')).toEqual(['77000000001']);
      await db.deleteFrom('products').where('id', '=', id).execute();
      expect(await skus('zircon')).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  it('take a query with quotes or LIKE wildcards as text, not as search syntax', async () => {
    const shop = await startShop();
    try {
      const db = await shop.database();
      expect(await searchPartsByName(db, '"filter" OR x*', undefined, 'en')).toEqual([]);
      // a stray quote separates words like any punctuation: the FTS5 query stays one phrase per word
      expect(await searchPartsByName(db, 'filter"', undefined, 'en')).toEqual(await searchPartsByName(db, 'filter', undefined, 'en'));
      expect(await searchPartsByName(db, '"filter', undefined, 'en')).toEqual(await searchPartsByName(db, 'filter', undefined, 'en'));
      expect(await searchPartsByName(db, 'fil%er', undefined, 'en')).toEqual([]);
      expect(await searchPartsByName(db, 'fil_er', undefined, 'en')).toEqual([]);
      expect((await searchPartsByName(db, 'filter', undefined, 'en')).length).toBeGreaterThan(0);
    } finally {
      await shop.close();
    }
  });
});
