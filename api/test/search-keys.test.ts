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

  it('are filled and indexed by migrations 10 and 13 for the rows of a database made before them', async () => {
    const sql = openDatabase(':memory:');
    await seedDemoData(sql, 'small', new Passwords(TEST_PASSWORD_COST));
    // the database as it was before migration 10
    sql.db.exec(`DROP TRIGGER product_names_insert;
      DROP TRIGGER product_names_delete;
      DROP TRIGGER product_names_update;
      DROP TABLE product_names;
      DROP INDEX products_board_serie;
      ALTER TABLE products DROP COLUMN search_name;
      ALTER TABLE products DROP COLUMN search_name_pl;
      DELETE FROM migrations WHERE id IN (10, 13);`);
    migrate(sql.db);
    expect(sql.one<{ missing: number }>("SELECT count(*) AS missing FROM products WHERE search_name IS NULL OR (name_pl IS NOT NULL AND search_name_pl IS NULL)")).toEqual({ missing: 0 });
    expect(searchPartsByName(sql, 'wklad filtra', undefined, 'pl').map((row) => [row.sku, row.name])).toContainEqual(['99110000001', 'Wkład filtra oleju']);
    sql.close();
  });

  it('follow the products table: a part added, renamed or removed is found, found by its new name, or no longer found', async () => {
    const sql = openDatabase(':memory:');
    await seedDemoData(sql, 'small', new Passwords(TEST_PASSWORD_COST));
    const skus = (query: string) => searchPartsByName(sql, query, undefined, 'en').map((row) => row.sku);
    const { id } = sql.run(
      `INSERT INTO products (sku, name, name_pl, product_type, full_description, price, search_name, search_name_pl)
       VALUES ('77000000001', 'Quartz gauge', 'Wskaźnik kwarcowy', 'SimpleProduct', '', 10, search_key('Quartz gauge'), search_key('Wskaźnik kwarcowy'))`,
    );
    expect(skus('quartz')).toEqual(['77000000001']);
    expect(skus('wskaznik kwarc')).toEqual(['77000000001']);
    sql.run("UPDATE products SET name = 'Zircon gauge', search_name = search_key('Zircon gauge') WHERE id = ?", [id]);
    expect(skus('quartz')).toEqual([]);
    expect(skus('zircon')).toEqual(['77000000001']);
    sql.run('DELETE FROM products WHERE id = ?', [id]);
    expect(skus('zircon')).toEqual([]);
    sql.close();
  });

  it('take a query with quotes as text, not as search syntax', async () => {
    const sql = openDatabase(':memory:');
    await seedDemoData(sql, 'small', new Passwords(TEST_PASSWORD_COST));
    expect(searchPartsByName(sql, '"filter" OR x*', undefined, 'en')).toEqual([]);
    expect(searchPartsByName(sql, 'filter"', undefined, 'en')).toEqual([]);
    sql.close();
  });
});
