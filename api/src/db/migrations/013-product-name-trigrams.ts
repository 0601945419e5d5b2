import { sql } from 'kysely';
import { productsSearchIndex } from './010-product-search-keys';
import { isPostgres, type MigrationDb } from './dialect';

const TRIGGERS = ['product_names_insert', 'product_names_delete', 'product_names_update'];
/** The trigram index of each search key on PostgreSQL. */
const TRIGRAM_INDEXES = { search_name: 'products_search_name_trgm', search_name_pl: 'products_search_name_pl_trgm' } as const;

/** Search by part name: a trigram index of the search keys and the boards of a serie (p99 under 50 ms on the large data). */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    // every run of three characters of both keys (pg_trgm, a trusted extension shipped with
    // PostgreSQL): a search for '%key%' reads the parts whose keys hold the key's trigrams
    // instead of scanning every key (the keys are already lower case without diacritics)
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    for (const [column, index] of Object.entries(TRIGRAM_INDEXES)) {
      await db.schema
        .createIndex(index)
        .on('products')
        .using('gin')
        .expression(sql`${sql.ref(column)} gin_trgm_ops`)
        .where(sql.ref('product_type'), '=', 'SimpleProduct')
        .execute();
    }
  } else {
    // every run of three characters of both keys, pointing at products.id: a search reads the
    // parts whose keys contain the query's trigrams instead of scanning every key (FTS5, trigram
    // tokenizer; the keys are already lower case without diacritics). Kysely has no builder for
    // a virtual table or a trigger: SQLite's own text.
    await sql`CREATE VIRTUAL TABLE product_names USING fts5(
        search_name, search_name_pl, content = 'products', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
    await sql`INSERT INTO product_names (product_names) VALUES ('rebuild')`.execute(db);
    // kept in step with products by triggers (an external-content index is not updated by itself)
    await sql`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
        INSERT INTO product_names (rowid, search_name, search_name_pl) VALUES (new.id, new.search_name, new.search_name_pl);
      END`.execute(db);
    await sql`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
        INSERT INTO product_names (product_names, rowid, search_name, search_name_pl)
        VALUES ('delete', old.id, old.search_name, old.search_name_pl);
      END`.execute(db);
    await sql`CREATE TRIGGER product_names_update AFTER UPDATE OF id, search_name, search_name_pl ON products BEGIN
        INSERT INTO product_names (product_names, rowid, search_name, search_name_pl)
        VALUES ('delete', old.id, old.search_name, old.search_name_pl);
        INSERT INTO product_names (rowid, search_name, search_name_pl) VALUES (new.id, new.search_name, new.search_name_pl);
      END`.execute(db);
  }
  await db.schema.dropIndex('products_search').execute();
  // the boards of a serie, for a search limited to the current vehicle
  await db.schema
    .createIndex('products_board_serie')
    .on('products')
    .column('serie_code')
    .where(sql.ref('product_type'), '=', 'GroupedProduct')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('products_board_serie').execute();
  await productsSearchIndex(db);
  if (isPostgres(db)) {
    for (const index of Object.values(TRIGRAM_INDEXES)) await db.schema.dropIndex(index).execute();
  } else {
    for (const trigger of TRIGGERS) await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    await db.schema.dropTable('product_names').execute();
  }
}
