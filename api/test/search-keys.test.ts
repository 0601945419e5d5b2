import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Passwords } from '../src/auth/passwords';
import { searchPartsByName } from '../src/data/product-search';
import { openDatabase } from '../src/db/database';
import { searchKey } from '../src/db/search-key';
import { seedDemoData } from '../src/demo/seed';
import { TEST_PASSWORD_COST } from './helpers';

describe('search keys of part names (extension name-search)', () => {
  it('are lower case without diacritics, Polish ł included', () => {
    expect(searchKey('  Wkład   FILTRA oleju ')).toBe('wklad filtra oleju');
    expect(searchKey('Śruba łącząca, ŻÓŁTA')).toBe('sruba laczaca, zolta');
  });

  it('are filled by migration 10 for the rows of a SQLite file made before it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parts-api-keys-'));
    const file = join(dir, 'shop.db');
    try {
      const seeded = await openDatabase(file);
      await seedDemoData(seeded.kysely, 'small', new Passwords(TEST_PASSWORD_COST));
      await seeded.close();
      // the file as it was before migration 10
      const old = new Database(file);
      old.exec(`DROP INDEX products_search;
        ALTER TABLE products DROP COLUMN search_name;
        ALTER TABLE products DROP COLUMN search_name_pl;
        DELETE FROM migrations WHERE id = 10;`);
      old.close();
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
});
