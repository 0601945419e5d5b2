import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/** Search by part name: a normalised search key beside each product name (extension name-search). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('search_name', 'text').execute();
  await db.schema.alterTable('products').addColumn('search_name_pl', 'text').execute();
  // the demo seed fills the keys of the rows it adds, this fills those of existing rows: search_key()
  // is lower case without diacritics, registered on SQLite by openDatabase (db/search-key.ts); no
  // PostgreSQL database had products before this migration (the keys are written with each row in JS)
  if (!isPostgres(db)) {
    await db
      .updateTable('products')
      .set({ search_name: sql`search_key(name)`, search_name_pl: sql`search_key(name_pl)` })
      .execute();
  }
  // a search scans this narrow index of the parts' keys instead of the products table (replaced by migration 13)
  await productsSearchIndex(db);
}

/** The index of both search keys of the parts (SimpleProduct). */
export const productsSearchIndex = (db: MigrationDb) =>
  db.schema
    .createIndex('products_search')
    .on('products')
    .columns(['search_name', 'search_name_pl'])
    .where(sql.ref('product_type'), '=', 'SimpleProduct')
    .execute();

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('products_search').execute();
  await db.schema.alterTable('products').dropColumn('search_name_pl').execute();
  await db.schema.alterTable('products').dropColumn('search_name').execute();
}
