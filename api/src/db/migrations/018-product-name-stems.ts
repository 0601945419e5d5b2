import { sql } from 'kysely';
import { searchStems } from '../search-key';
import { isPostgres, type MigrationDb } from './dialect';

const STEM_COLUMNS = ['search_stems', 'search_stems_pl'] as const;
/** The trigram index of each stem key on PostgreSQL. */
const TRIGRAM_INDEXES = { search_stems: 'products_search_stems_trgm', search_stems_pl: 'products_search_stems_pl_trgm' } as const;
const TRIGGERS = ['product_names_insert', 'product_names_delete', 'product_names_update'];
/** Parts whose stems one UPDATE writes (3 values each, well under either database's limit of bound values). */
const ROWS_PER_UPDATE = 500;

/**
 * Search by part name that understands inflected and plural words: the stems of each name's
 * words beside its search keys (English Snowball, Polish light stemmer: db/search-key.ts), found
 * through the same trigram indexes as the keys (SQLite: the FTS5 table product_names, rebuilt
 * with the stem columns; PostgreSQL: pg_trgm GIN indexes).
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const column of STEM_COLUMNS) await db.schema.alterTable('products').addColumn(column, 'text').execute();
  // the stems of the parts already there (the seed writes them with each new row); the stemmers
  // are JavaScript, so the rows are read and written back here, a few hundred in one UPDATE
  const parts = await db
    .selectFrom('products')
    .select(['id', 'name', 'name_pl'])
    .where('product_type', '=', 'SimpleProduct')
    .orderBy('id')
    .execute();
  for (let start = 0; start < parts.length; start += ROWS_PER_UPDATE) {
    const rows = parts.slice(start, start + ROWS_PER_UPDATE).map((part) => {
      const namePl = typeof part.name_pl === 'string' ? part.name_pl : null;
      return sql`(CAST(${part.id} AS integer), ${searchStems(typeof part.name === 'string' ? part.name : '', 'en')}, ${namePl === null ? null : searchStems(namePl, 'pl')})`;
    });
    // VALUES names its columns column1.. on both databases (SQLite has no column list after AS)
    await sql`UPDATE products SET search_stems = v.stems, search_stems_pl = v.stems_pl
      FROM (SELECT column1 AS id, column2 AS stems, column3 AS stems_pl FROM (VALUES ${sql.join(rows)}) AS parts) AS v
      WHERE products.id = v.id`.execute(db);
  }
  if (isPostgres(db)) {
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
    await productNamesIndex(db, ['search_name', 'search_name_pl', ...STEM_COLUMNS]);
  }
}

/**
 * SQLite: the FTS5 trigram table of the parts' search columns (migration 13 made it with the two
 * keys), made anew with `columns` and kept in step with products by triggers. Kysely has no
 * builder for a virtual table or a trigger: SQLite's own text.
 */
async function productNamesIndex(db: MigrationDb, columns: readonly string[]): Promise<void> {
  for (const trigger of TRIGGERS) await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  await sql`DROP TABLE IF EXISTS product_names`.execute(db);
  const list = sql.join(columns.map((column) => sql.id(column)));
  const newValues = sql.join(columns.map((column) => sql`new.${sql.id(column)}`));
  const oldValues = sql.join(columns.map((column) => sql`old.${sql.id(column)}`));
  await sql`CREATE VIRTUAL TABLE product_names USING fts5(${list}, content = 'products', content_rowid = 'id', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`INSERT INTO product_names (product_names) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_names (rowid, ${list}) VALUES (new.id, ${newValues});
    END`.execute(db);
  await sql`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
      INSERT INTO product_names (product_names, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
    END`.execute(db);
  await sql`CREATE TRIGGER product_names_update AFTER UPDATE OF id, ${list} ON products BEGIN
      INSERT INTO product_names (product_names, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
      INSERT INTO product_names (rowid, ${list}) VALUES (new.id, ${newValues});
    END`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    for (const index of Object.values(TRIGRAM_INDEXES)) await db.schema.dropIndex(index).execute();
  } else {
    await productNamesIndex(db, ['search_name', 'search_name_pl']);
  }
  for (const column of [...STEM_COLUMNS].reverse()) await db.schema.alterTable('products').dropColumn(column).execute();
}
