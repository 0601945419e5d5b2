import { sql, type RawBuilder } from 'kysely';
import { isPostgres, serial, type MigrationDb } from './dialect';

/** The search columns of a part's name (migrations 10 and 18): one row of part_names per distinct set of them. */
const COLUMNS = ['search_name', 'search_name_pl', 'search_stems', 'search_stems_pl'] as const;
const SQLITE_TRIGGERS = [
  'products_part_name_insert',
  'products_part_name_update',
  'part_name_trigrams_insert',
  'part_name_trigrams_delete',
  'part_name_trigrams_update',
];
/** The trigram index of each column of part_names on PostgreSQL. */
const TRIGRAM_INDEXES = COLUMNS.map((column) => [column, `part_names_${column}_trgm`] as const);

/**
 * The one text a set of search columns is told by (NULL kept apart from ''), over the columns of
 * `row` ('new' in a trigger, a table's alias otherwise).
 */
function nameKey(db: MigrationDb, row: string): RawBuilder<string> {
  const [separator, none] = isPostgres(db) ? [sql`chr(31)`, sql`chr(30)`] : [sql`char(31)`, sql`char(30)`];
  return sql<string>`(${sql.join(
    COLUMNS.map((column) => sql`COALESCE(${sql.ref(`${row}.${column}`)}, ${none})`),
    sql` || ${separator} || `,
  )})`;
}

/**
 * Search by part name on a catalogue of a million parts: the same names come back on every serie
 * (an oil filter element of each of 1,600 series), so a search without a vehicle reads the few
 * thousand distinct names (part_names, one row per distinct set of search columns, with its
 * trigram index) and then only the first parts of each name found, instead of the trigram index
 * of every part. products.part_name_id points at its name, kept in step by triggers on both
 * databases (a part written or renamed by anyone).
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('part_names')
    .addColumn('id', 'integer', serial(db))
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('search_name', 'text')
    .addColumn('search_name_pl', 'text')
    .addColumn('search_stems', 'text')
    .addColumn('search_stems_pl', 'text')
    .execute();
  // (no foreign key: SQLite cannot drop a column that has one, and the triggers set it)
  await db.schema.alterTable('products').addColumn('part_name_id', 'integer').execute();
  // the names of the parts already there, and each part's
  await sql`INSERT INTO part_names (name_key, ${sql.join(COLUMNS.map((column) => sql.ref(column)))})
    SELECT DISTINCT ${nameKey(db, 'p')}, ${sql.join(COLUMNS.map((column) => sql.ref(`p.${column}`)))}
    FROM products p WHERE p.product_type = 'SimpleProduct'`.execute(db);
  await sql`UPDATE products SET part_name_id = (SELECT n.id FROM part_names n WHERE n.name_key = ${nameKey(db, 'products')})
    WHERE product_type = 'SimpleProduct'`.execute(db);
  // a name's parts in id order (the first ones of each name are read)
  await db.schema.createIndex('products_part_name').on('products').columns(['part_name_id', 'id']).execute();
  // the planner's statistics of the new column and table (PostgreSQL: every part row was rewritten)
  if (postgres) await sql`ANALYZE products, part_names`.execute(db);

  if (postgres) {
    // the part's name set before the row is written (plpgsql ships with PostgreSQL)
    await sql`CREATE FUNCTION products_part_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.product_type <> 'SimpleProduct' THEN
          NEW.part_name_id := NULL;
          RETURN NEW;
        END IF;
        INSERT INTO part_names (name_key, search_name, search_name_pl, search_stems, search_stems_pl)
          VALUES (${nameKey(db, 'new')}, NEW.search_name, NEW.search_name_pl, NEW.search_stems, NEW.search_stems_pl)
          ON CONFLICT (name_key) DO NOTHING;
        SELECT id INTO NEW.part_name_id FROM part_names WHERE name_key = ${nameKey(db, 'new')};
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER products_part_name BEFORE INSERT OR UPDATE OF product_type, search_name, search_name_pl, search_stems, search_stems_pl
      ON products FOR EACH ROW EXECUTE FUNCTION products_part_name()`.execute(db);
    for (const [column, index] of TRIGRAM_INDEXES) {
      await db.schema
        .createIndex(index)
        .on('part_names')
        .using('gin')
        .expression(sql`${sql.ref(column)} gin_trgm_ops`)
        .execute();
    }
    return;
  }
  // SQLite: a trigger cannot change the row being written, so the part's name is set right after
  // (only parts have one: search by name reads the names' parts without reading their rows)
  const setName = (row: 'new') => sql`
      INSERT OR IGNORE INTO part_names (name_key, search_name, search_name_pl, search_stems, search_stems_pl)
        SELECT ${nameKey(db, row)}, new.search_name, new.search_name_pl, new.search_stems, new.search_stems_pl WHERE new.product_type = 'SimpleProduct';
      UPDATE products SET part_name_id = CASE WHEN new.product_type = 'SimpleProduct' THEN (SELECT id FROM part_names WHERE name_key = ${nameKey(db, row)}) END
        WHERE id = new.id;`;
  await sql`CREATE TRIGGER products_part_name_insert AFTER INSERT ON products WHEN new.product_type = 'SimpleProduct' BEGIN ${setName('new')} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER products_part_name_update AFTER UPDATE OF product_type, search_name, search_name_pl, search_stems, search_stems_pl ON products
    BEGIN ${setName('new')} END`.execute(db);
  // every run of three characters of the names' columns (FTS5, trigram tokenizer), as product_names has them of every part (migrations 13, 18)
  const list = sql.join(COLUMNS.map((column) => sql.id(column)));
  const newValues = sql.join(COLUMNS.map((column) => sql`new.${sql.id(column)}`));
  const oldValues = sql.join(COLUMNS.map((column) => sql`old.${sql.id(column)}`));
  await sql`CREATE VIRTUAL TABLE part_name_trigrams USING fts5(${list}, content = 'part_names', content_rowid = 'id', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`INSERT INTO part_name_trigrams (part_name_trigrams) VALUES ('rebuild')`.execute(db);
  await sql`CREATE TRIGGER part_name_trigrams_insert AFTER INSERT ON part_names BEGIN
      INSERT INTO part_name_trigrams (rowid, ${list}) VALUES (new.id, ${newValues});
    END`.execute(db);
  await sql`CREATE TRIGGER part_name_trigrams_delete AFTER DELETE ON part_names BEGIN
      INSERT INTO part_name_trigrams (part_name_trigrams, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
    END`.execute(db);
  await sql`CREATE TRIGGER part_name_trigrams_update AFTER UPDATE ON part_names BEGIN
      INSERT INTO part_name_trigrams (part_name_trigrams, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
      INSERT INTO part_name_trigrams (rowid, ${list}) VALUES (new.id, ${newValues});
    END`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER products_part_name ON products`.execute(db);
    await sql`DROP FUNCTION products_part_name()`.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    await db.schema.dropTable('part_name_trigrams').execute();
  }
  await db.schema.dropIndex('products_part_name').execute();
  await db.schema.alterTable('products').dropColumn('part_name_id').execute();
  await db.schema.dropTable('part_names').execute();
}
