import { Passwords } from '../src/auth/passwords';
import { searchPartsByName } from '../src/data/product-search';
import { migrate } from '../src/db/migrations';
import { searchKey } from '../src/db/search-key';
import { openDatabase } from '../src/db/sql';
import { seedDemoData } from '../src/demo/seed';
import { TEST_PASSWORD_COST } from './helpers';

describe('search keys of part names (extension name-search)', () => {
  it('are lower case without diacritics, Polish ł included', () => {
    expect(searchKey('  Wkład   FILTRA oleju ')).toBe('wklad filtra oleju');
    expect(searchKey('Śruba łącząca, ŻÓŁTA')).toBe('sruba laczaca, zolta');
  });

  it('are filled by migration 10 for the rows of a database made before it', async () => {
    const sql = openDatabase(':memory:');
    await seedDemoData(sql, 'small', new Passwords(TEST_PASSWORD_COST));
    // the database as it was before migration 10
    sql.db.exec(`DROP INDEX products_search;
      ALTER TABLE products DROP COLUMN search_name;
      ALTER TABLE products DROP COLUMN search_name_pl;
      DELETE FROM migrations WHERE id = 10;`);
    migrate(sql.db);
    expect(sql.one<{ missing: number }>("SELECT count(*) AS missing FROM products WHERE search_name IS NULL OR (name_pl IS NOT NULL AND search_name_pl IS NULL)")).toEqual({ missing: 0 });
    expect(searchPartsByName(sql, 'wklad filtra', undefined, 'pl').map((row) => [row.sku, row.name])).toContainEqual(['99110000001', 'Wkład filtra oleju']);
    sql.close();
  });
});
