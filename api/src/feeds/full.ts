import { sql, type RawBuilder } from 'kysely';
import { dialectOf, inTransaction, type Dialect, type Executor } from '../db/database';
import { searchColumns } from '../db/search-key';
import type { Progress } from './progress';
import type { StagingStore } from './stage';
import { productsState, reloadShopProducts } from './validate';
import { assignVehicleIds, dropVehicleStaging, hasVehicles, stageVehicles, switchVehiclesIn, switchVehiclesOut } from './vehicles';

/** Rows per INSERT while staging on SQLite (17 columns of a part: well under its parameter limit). */
const PAGE = 500;

export type ColumnType = 'integer' | 'real' | 'text' | 'sku';
export interface StagedTable {
  /** The shop's table; its staging table is feed_<table>. */
  table: string;
  columns: Record<string, ColumnType>;
  /** The shop's key of a row (the rest of the columns are its values). */
  key: readonly string[];
}

const PRODUCT_COLUMNS = {
  id: 'integer',
  sku: 'sku',
  name: 'text',
  name_pl: 'text',
  product_type: 'text',
  full_description: 'text',
  full_description_pl: 'text',
  price: 'real',
  picture_id: 'integer',
  category_id: 'integer',
  diagram_id: 'integer',
  retrofit: 'integer',
  serie_code: 'text',
  search_name: 'text',
  search_name_pl: 'text',
  search_stems: 'text',
  search_stems_pl: 'text',
} as const satisfies Record<string, ColumnType>;

/** Writing these runs the part-name triggers (migration 23): they are written only where they change. */
const PART_NAME_COLUMNS = ['product_type', 'search_name', 'search_name_pl', 'search_stems', 'search_stems_pl'] as const;

const TABLES = {
  pictures: {
    table: 'pictures',
    key: ['id'],
    columns: { id: 'integer', title: 'text', title_pl: 'text', shape: 'text', image_hash: 'text' },
  },
  categories: {
    table: 'categories',
    key: ['id'],
    columns: {
      id: 'integer',
      parent_id: 'integer',
      category: 'text',
      name: 'text',
      name_pl: 'text',
      picture_id: 'integer',
      display_order: 'integer',
    },
  },
  diagrams: { table: 'diagrams', key: ['id'], columns: { id: 'integer', title: 'text', title_pl: 'text', image_hash: 'text' } },
  products: { table: 'products', key: ['id'], columns: PRODUCT_COLUMNS },
  attributes: {
    table: 'product_attributes',
    key: ['product_id', 'name'],
    columns: { product_id: 'integer', name: 'text', name_pl: 'text', value: 'text', value_pl: 'text', display_order: 'integer' },
  },
  boardParts: {
    table: 'board_parts',
    key: ['board_id', 'product_id', 'position'],
    columns: {
      board_id: 'integer',
      product_id: 'integer',
      position: 'text',
      quantity: 'integer',
      comment_before: 'text',
      comment_before_pl: 'text',
      comment_after: 'text',
      comment_after_pl: 'text',
      model_id: 'integer',
      engine_id: 'integer',
      equipment_id: 'integer',
      equipment_required: 'integer',
      display_order: 'integer',
    },
  },
  hotspots: {
    table: 'hotspots',
    key: ['diagram_id', 'position'],
    columns: { diagram_id: 'integer', position: 'text', x1: 'integer', y1: 'integer', x2: 'integer', y2: 'integer' },
  },
  links: {
    table: 'product_links',
    key: ['product_id', 'kind', 'linked_product_id'],
    columns: { product_id: 'integer', linked_product_id: 'integer', kind: 'text', quantity: 'integer' },
  },
  supersessions: {
    table: 'product_supersessions',
    key: ['product_id', 'replacement_id'],
    columns: { product_id: 'integer', replacement_id: 'integer', quantity: 'integer', display_order: 'integer' },
  },
  stock: {
    table: 'warehouse_stock',
    key: ['product_id', 'warehouse_id'],
    columns: { product_id: 'integer', warehouse_id: 'integer', quantity: 'integer' },
  },
  warehouses: {
    table: 'warehouses',
    key: ['id'],
    columns: {
      id: 'integer',
      name: 'text',
      name_pl: 'text',
      is_branch_office: 'integer',
      url: 'text',
      address1: 'text',
      city: 'text',
      zip_postal_code: 'text',
      country_id: 'integer',
      phone_number: 'text',
      email: 'text',
      has_image: 'integer',
    },
  },
  leadTimes: {
    table: 'delivery_lead_times',
    key: ['warehouse_id', 'branch_warehouse_id'],
    columns: { warehouse_id: 'integer', branch_warehouse_id: 'integer', working_days: 'integer' },
  },
  topics: {
    table: 'topics',
    key: ['id'],
    columns: {
      id: 'integer',
      se_name: 'text',
      title: 'text',
      title_pl: 'text',
      body: 'text',
      body_pl: 'text',
      include_in_footer_row1: 'integer',
      include_in_footer_row2: 'integer',
      include_in_footer_row3: 'integer',
      include_in_sitemap: 'integer',
      include_in_top_menu: 'integer',
      display_order: 'integer',
    },
  },
} as const satisfies Record<string, StagedTable>;

/** A page's text as the shop keeps it: HTML paragraphs (an empty line starts a new one), the text escaped. */
function pageBody(text: string | null): string | null {
  if (text === null) return null;
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escape(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The tables whose rows are the feed's alone after a full import (a row not in the feed goes, a row of the feed comes). */
const ROW_TABLES = [TABLES.attributes, TABLES.boardParts, TABLES.hotspots, TABLES.links, TABLES.supersessions, TABLES.stock] as const;

export const staging = (t: StagedTable): string => `feed_${t.table}`;
export const columnsOf = (t: StagedTable): string[] => Object.keys(t.columns);

export function columnType(type: ColumnType, dialect: Dialect): string {
  if (type === 'sku') return dialect === 'postgres' ? 'citext' : 'text COLLATE NOCASE';
  if (type === 'real') return dialect === 'postgres' ? 'double precision' : 'real';
  return type;
}

/** `a` and `b` hold the same value, NULL equal to NULL. */
const same = (dialect: Dialect, a: string, b: string): string =>
  dialect === 'postgres' ? `${a} IS NOT DISTINCT FROM ${b}` : `${a} IS ${b}`;
export const differ = (dialect: Dialect, a: string, b: string): string =>
  dialect === 'postgres' ? `${a} IS DISTINCT FROM ${b}` : `${a} IS NOT ${b}`;

/** The row of `t` aliased `a` is the row aliased `b`: key by equality (its index), the values NULL-safe. */
export function sameRow(dialect: Dialect, t: StagedTable, a: string, b: string): string {
  return columnsOf(t)
    .map((column) => (t.key.includes(column) ? `${a}.${column} = ${b}.${column}` : same(dialect, `${a}.${column}`, `${b}.${column}`)))
    .join(' AND ');
}

const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

/**
 * Inserts the rows of `from` (aliased f) that `missing` says `table` lacks, read in full into a
 * temporary table before the first one is written. A statement that reads the table it
 * writes (INSERT ... WHERE NOT EXISTS (SELECT ... FROM the same table)) is planned by the table's
 * statistics: on PostgreSQL, for a table analyzed empty (a first import), as a scan of it per row;
 * the scan then walks every page the statement has written so far for each row (the huge feed's
 * first import: after 5 minutes, 24 MB of its 395 MB of parts written, each page slower).
 */
async function insertMissing(trx: Executor, table: string, columns: readonly string[], from: string, missing: string): Promise<void> {
  const list = columns.join(', ');
  await raw('DROP TABLE IF EXISTS feed_missing').execute(trx);
  await raw(
    `CREATE TEMP TABLE feed_missing AS SELECT ${columns.map((column) => `f.${column}`).join(', ')} FROM ${from} f WHERE ${missing}`,
  ).execute(trx);
  await raw(`INSERT INTO ${table} (${list}) SELECT ${list} FROM feed_missing`).execute(trx);
  await raw('DROP TABLE feed_missing').execute(trx);
}

/** The staged rows of `t` that its table lacks (no row the same: sameRow), inserted as insertMissing does. */
export const insertNewRows = (trx: Executor, dialect: Dialect, t: StagedTable): Promise<void> =>
  insertMissing(trx, t.table, columnsOf(t), staging(t), `NOT EXISTS (SELECT 1 FROM ${t.table} WHERE ${sameRow(dialect, t, 'f', t.table)})`);

async function createStagingTables(db: Executor, dialect: Dialect): Promise<void> {
  for (const t of Object.values(TABLES) as StagedTable[]) {
    await raw(`DROP TABLE IF EXISTS ${staging(t)}`).execute(db);
    const columns = Object.entries(t.columns).map(([name, type]) => `${name} ${columnType(type, dialect)}`);
    await raw(`CREATE TEMP TABLE ${staging(t)} (${columns.join(', ')})`).execute(db);
  }
}

async function indexStagingTables(db: Executor): Promise<void> {
  for (const t of Object.values(TABLES) as StagedTable[])
    await raw(`CREATE UNIQUE INDEX ${staging(t)}_key ON ${staging(t)} (${t.key.join(', ')})`).execute(db);
  await raw(`CREATE INDEX feed_products_sku ON ${staging(TABLES.products)} (sku)`).execute(db);
}

async function dropStagingTables(db: Executor): Promise<void> {
  for (const t of [...(Object.values(TABLES) as StagedTable[]), { table: 'old_products' }])
    await raw(`DROP TABLE IF EXISTS ${staging(t as StagedTable)}`).execute(db);
}

/** Rows per INSERT ... SELECT FROM unnest(...) on PostgreSQL (one array parameter per column). */
const ARRAY_PAGE = 5000;

const ARRAY_TYPES: Record<ColumnType, string> = { integer: 'bigint[]', real: 'double precision[]', text: 'text[]', sku: 'citext[]' };

/**
 * Copies the rows of a query on the validation store into a staging table of the shop: on
 * PostgreSQL ARRAY_PAGE rows per INSERT ... SELECT FROM unnest(arrays) (one array parameter per
 * column: a tenth of the statements of VALUES lists of 500 rows, each with a parameter per value
 * that the importer had to build and send), on SQLite a page of PAGE rows per INSERT ... VALUES (in
 * process, no round trip).
 */
export async function stage<T extends { _rowid: number }>(
  db: Executor,
  store: StagingStore,
  t: StagedTable,
  query: string,
  toRow: (row: T) => Record<string, unknown> = (row) => row,
): Promise<number> {
  const columns = columnsOf(t);
  let count = 0;
  if (dialectOf(db) === 'postgres') {
    for (const rows of store.pages<T>(query, ARRAY_PAGE)) {
      const staged = rows.map(toRow);
      const arrays = Object.entries(t.columns).map(
        ([name, type]) => sql`CAST(${staged.map((row) => row[name] ?? null)} AS ${sql.raw(ARRAY_TYPES[type])})`,
      );
      await sql`INSERT INTO ${sql.raw(staging(t))} (${sql.raw(columns.join(', '))}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
      count += rows.length;
    }
    return count;
  }
  for (const rows of store.pages<T>(query, PAGE)) {
    const values = rows.map((row) => {
      const staged = toRow(row);
      return sql`(${sql.join(columns.map((column) => staged[column] ?? null))})`;
    });
    await sql`INSERT INTO ${sql.raw(staging(t))} (${sql.raw(columns.join(', '))}) VALUES ${sql.join(values)}`.execute(db);
    count += rows.length;
  }
  return count;
}

interface PartRow {
  _rowid: number;
  id: number;
  sku: string;
  name: string;
  name_pl: string | null;
  full_description: string | null;
  full_description_pl: string | null;
  price: number;
  picture_id: number | null;
  quantity: number;
}

interface BoardRow {
  _rowid: number;
  id: number;
  sku: string;
  name: string;
  name_pl: string | null;
  full_description: string | null;
  full_description_pl: string | null;
  category_id: number | null;
  retrofit: number;
  serie_code: string | null;
}

/** Gives every part and board of a full feed its id: the shop's id of its number, else a new one after the shop's largest. */
function assignProductIds(store: StagingStore): void {
  store.db.exec(`
    DROP TABLE IF EXISTS product_ids;
    DROP TABLE IF EXISTS new_ids;
    CREATE TABLE product_ids (number TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER, id_order INTEGER);
    INSERT INTO product_ids (number, id, id_order) SELECT p.number, s.id, p.id_order FROM s_parts p LEFT JOIN shop_products s ON s.sku = p.number ORDER BY p.rowid;
    INSERT INTO product_ids (number, id, id_order) SELECT b.number, s.id, b.id_order FROM s_boards b LEFT JOIN shop_products s ON s.sku = b.number ORDER BY b.rowid;
    CREATE TABLE new_ids AS SELECT number, ROW_NUMBER() OVER (ORDER BY id_order IS NULL, id_order, rowid) AS n FROM product_ids WHERE id IS NULL;
    CREATE UNIQUE INDEX new_ids_number ON new_ids (number);
    UPDATE product_ids SET id = (SELECT COALESCE(MAX(id), 0) FROM shop_products) + (SELECT n FROM new_ids WHERE new_ids.number = product_ids.number) WHERE id IS NULL;
    CREATE UNIQUE INDEX product_ids_id ON product_ids (id);
  `);
}

/**
 * The feed's diagram files and pictures into the shop's feed_images, by the SHA-256 of their bytes,
 * before the switch: a row no diagram or picture names yet is not seen by anyone, so the switch
 * itself writes only the hashes (a full import keeps it short). One image a statement.
 */
async function storeImages(db: Executor, store: StagingStore): Promise<number> {
  let count = 0;
  const used = `SELECT im.rowid AS _rowid, im.hash, im.content_type, im.bytes FROM images im
    WHERE im.rowid > ? AND (im.name IN (SELECT file FROM s_pictures) OR im.name IN (SELECT diagram_file FROM s_boards)) ORDER BY im.rowid`;
  for (const rows of store.pages<{ _rowid: number; hash: string; content_type: string; bytes: Buffer }>(used, 1))
    for (const { hash, content_type, bytes } of rows) {
      await db
        .insertInto('feed_images')
        .values({ hash, content_type, bytes })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
      count += 1;
    }
  return count;
}

/** Writes the whole validated feed into the shop's staging tables (no lock on the catalogue: readers and writers go on). */
async function stageFeed(db: Executor, store: StagingStore, counts: Record<string, number>): Promise<void> {
  const dialect = dialectOf(db);
  await createStagingTables(db, dialect);
  counts.images = await storeImages(db, store);
  counts.pictures = await stage(
    db,
    store,
    TABLES.pictures,
    `SELECT p.rowid AS _rowid, p.rowid AS id, p.title_en AS title, p.title_pl, p.shape, im.hash AS image_hash
     FROM s_pictures p LEFT JOIN images im ON im.name = p.file WHERE p.rowid > ? ORDER BY p.rowid`,
  );
  counts.categories = await stage(
    db,
    store,
    TABLES.categories,
    `SELECT c.rowid AS _rowid, c.rowid AS id, COALESCE(parent.rowid, 0) AS parent_id, c.vehicle_category AS category, c.name_en AS name,
       c.name_pl, picture.rowid AS picture_id, COALESCE(c.display_order, 0) AS display_order
     FROM s_categories c LEFT JOIN s_categories parent ON parent.key = c.parent LEFT JOIN s_pictures picture ON picture.key = c.picture
     WHERE c.rowid > ? ORDER BY c.rowid`,
  );
  counts.diagrams = await stage(
    db,
    store,
    TABLES.diagrams,
    `SELECT b.rowid AS _rowid, b.rowid AS id, COALESCE(b.diagram_title_en, b.title_en) AS title,
       COALESCE(b.diagram_title_pl, b.title_pl) AS title_pl, im.hash AS image_hash
     FROM s_boards b LEFT JOIN images im ON im.name = b.diagram_file WHERE b.rowid > ? ORDER BY b.rowid`,
  );
  const product = (row: PartRow | BoardRow, values: Partial<Record<keyof typeof PRODUCT_COLUMNS, unknown>>) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    name_pl: row.name_pl,
    full_description: row.full_description ?? '',
    full_description_pl: row.full_description_pl,
    ...searchColumns(row.name, row.name_pl),
    ...values,
  });
  counts.parts = await stage<PartRow>(
    db,
    store,
    TABLES.products,
    `SELECT p.rowid AS _rowid, i.id, p.number AS sku, p.name_en AS name, p.name_pl, p.description_en AS full_description,
       p.description_pl AS full_description_pl, COALESCE(pr.price_gross, 0) AS price, picture.rowid AS picture_id, p.quantity
     FROM s_parts p JOIN product_ids i ON i.number = p.number LEFT JOIN s_prices pr ON pr.number = p.number
       LEFT JOIN s_pictures picture ON picture.key = p.picture
     WHERE p.rowid > ? ORDER BY p.rowid`,
    (row) =>
      product(row, {
        product_type: 'SimpleProduct',
        price: row.price,
        picture_id: row.picture_id,
        category_id: null,
        diagram_id: null,
        retrofit: 0,
        serie_code: null,
      }),
  );
  counts.boards = await stage<BoardRow>(
    db,
    store,
    TABLES.products,
    `SELECT b.rowid AS _rowid, i.id, b.number AS sku, b.title_en AS name, b.title_pl AS name_pl, b.description_en AS full_description,
       b.description_pl AS full_description_pl, c.rowid AS category_id, COALESCE(b.retrofit, 0) AS retrofit,
       COALESCE((SELECT code FROM shop_series WHERE code = b.serie), b.serie) AS serie_code
     FROM s_boards b JOIN product_ids i ON i.number = b.number LEFT JOIN s_categories c ON c.key = b.category
     WHERE b.rowid > ? ORDER BY b.rowid`,
    (row) =>
      product(row, {
        product_type: 'GroupedProduct',
        price: 0,
        picture_id: null,
        category_id: row.category_id,
        diagram_id: row._rowid,
        retrofit: row.retrofit,
        serie_code: row.serie_code,
      }),
  );
  // the pack quantity is the part's Quantity attribute, first of its attributes
  await stage<PartRow>(
    db,
    store,
    TABLES.attributes,
    'SELECT p.rowid AS _rowid, i.id, p.quantity FROM s_parts p JOIN product_ids i ON i.number = p.number WHERE p.rowid > ? ORDER BY p.rowid',
    (row) => ({
      product_id: row.id,
      name: 'Quantity',
      name_pl: 'Ilość',
      value: String(row.quantity),
      value_pl: String(row.quantity),
      display_order: 0,
    }),
  );
  counts.attributes = await stage(
    db,
    store,
    TABLES.attributes,
    `SELECT a.rowid AS _rowid, i.id AS product_id, a.name_en AS name, a.name_pl, a.value_en AS value, a.value_pl,
       COALESCE(a.display_order, a.rowid) AS display_order
     FROM s_part_attributes a JOIN product_ids i ON i.number = a.number WHERE a.rowid > ? ORDER BY a.rowid`,
  );
  counts.board_parts = await stage(
    db,
    store,
    TABLES.boardParts,
    `SELECT bp.rowid AS _rowid, b.id AS board_id, p.id AS product_id, bp.position, bp.quantity,
       bp.comment_before_en AS comment_before, bp.comment_before_pl, bp.comment_after_en AS comment_after, bp.comment_after_pl,
       m.id AS model_id, e.id AS engine_id, q.id AS equipment_id, COALESCE(bp.equipment_required, 1) AS equipment_required,
       COALESCE(bp.display_order, bp.rowid) AS display_order
     FROM s_board_parts bp JOIN product_ids b ON b.number = bp.board JOIN product_ids p ON p.number = bp.part
       JOIN s_boards sb ON sb.number = bp.board
       LEFT JOIN shop_models m ON bp.model IS NOT NULL AND m.serie = sb.serie AND m.code = bp.model
       LEFT JOIN shop_engines e ON e.code = bp.engine LEFT JOIN shop_equipment q ON q.code = bp.equipment
     WHERE bp.rowid > ? ORDER BY bp.rowid`,
  );
  counts.hotspots = await stage(
    db,
    store,
    TABLES.hotspots,
    `SELECT h.rowid AS _rowid, b.rowid AS diagram_id, h.position, h.x1, h.y1, h.x2, h.y2
     FROM s_hotspots h JOIN s_boards b ON b.number = h.board WHERE h.rowid > ? ORDER BY h.rowid`,
  );
  counts.links = await stage(
    db,
    store,
    TABLES.links,
    `SELECT l.rowid AS _rowid, p.id AS product_id, lp.id AS linked_product_id, l.kind, COALESCE(l.quantity, 1) AS quantity
     FROM s_part_links l JOIN product_ids p ON p.number = l.part JOIN product_ids lp ON lp.number = l.linked_part
     WHERE l.rowid > ? ORDER BY l.rowid`,
  );
  counts.supersessions = await stage(
    db,
    store,
    TABLES.supersessions,
    `SELECT s.rowid AS _rowid, p.id AS product_id, r.id AS replacement_id, COALESCE(s.quantity, 1) AS quantity,
       COALESCE(s.display_order, s.rowid) AS display_order
     FROM s_supersessions s JOIN product_ids p ON p.number = s.part JOIN product_ids r ON r.number = s.replacement
     WHERE s.rowid > ? ORDER BY s.rowid`,
  );
  counts.stock = await stage(
    db,
    store,
    TABLES.stock,
    `SELECT s.rowid AS _rowid, i.id AS product_id, s.warehouse AS warehouse_id, s.quantity
     FROM s_stock s JOIN product_ids i ON i.number = s.number WHERE s.rowid > ? ORDER BY s.rowid`,
  );
  counts.warehouses = await stage(
    db,
    store,
    TABLES.warehouses,
    `SELECT w.rowid AS _rowid, w.number AS id, w.name_en AS name, w.name_pl, COALESCE(w.branch, 0) AS is_branch_office, w.url,
       w.address AS address1, w.city, w.zip AS zip_postal_code, c.id AS country_id, w.phone AS phone_number, w.email, 0 AS has_image
     FROM s_warehouses w JOIN shop_countries c ON c.code = w.country WHERE w.rowid > ? ORDER BY w.rowid`,
  );
  counts.lead_times = await stage(
    db,
    store,
    TABLES.leadTimes,
    'SELECT rowid AS _rowid, warehouse AS warehouse_id, branch AS branch_warehouse_id, working_days FROM s_lead_times WHERE rowid > ? ORDER BY rowid',
  );
  interface PageRow {
    _rowid: number;
    name: string;
    title_en: string;
    title_pl: string | null;
    body_en: string;
    body_pl: string | null;
    footer_row: number | null;
    sitemap: number | null;
    top_menu: number | null;
    display_order: number | null;
  }
  counts.pages = await stage<PageRow>(
    db,
    store,
    TABLES.topics,
    'SELECT rowid AS _rowid, * FROM s_pages WHERE rowid > ? ORDER BY rowid',
    (row) => ({
      id: row._rowid,
      se_name: row.name,
      title: row.title_en,
      title_pl: row.title_pl,
      body: pageBody(row.body_en),
      body_pl: pageBody(row.body_pl),
      include_in_footer_row1: row.footer_row === 1 ? 1 : 0,
      include_in_footer_row2: row.footer_row === 2 ? 1 : 0,
      include_in_footer_row3: row.footer_row === 3 ? 1 : 0,
      include_in_sitemap: row.sitemap ?? 1,
      include_in_top_menu: row.top_menu ?? 0,
      display_order: row.display_order ?? row._rowid,
    }),
  );
  if (hasVehicles(store.present)) await stageVehicles(db, dialect, store, counts);
  await indexStagingTables(db);
  if (dialect === 'postgres') for (const t of Object.values(TABLES) as StagedTable[]) await raw(`ANALYZE ${staging(t)}`).execute(db);
}

/** The shop's parts and boards changed (a delta added one) since their ids were read: the feed is staged again. */
class CatalogueMoved extends Error {}

/**
 * The switch: the shop's catalogue becomes the staged one in one transaction of a few statements
 * (INSERT ... SELECT, UPDATE ... FROM, DELETE ... WHERE NOT EXISTS), each writing only the rows
 * that differ. Readers see the old catalogue until it commits and the new one after.
 */
async function swap(
  db: Executor,
  dialect: Dialect,
  state: string,
  counts: Record<string, number>,
  present: ReadonlySet<string>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const run = (text: string) => raw(text).execute(trx);
    const upsert = async (t: StagedTable): Promise<void> => {
      const columns = columnsOf(t);
      // a warehouse's picture is the shop's (a new warehouse has none)
      const values = columns.filter((column) => !t.key.includes(column) && column !== 'has_image');
      await run(`INSERT INTO ${t.table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM ${staging(t)} WHERE true
        ON CONFLICT (${t.key.join(', ')}) DO UPDATE SET ${values.map((column) => `${column} = excluded.${column}`).join(', ')}
        WHERE ${values.map((column) => differ(dialect, `${t.table}.${column}`, `excluded.${column}`)).join(' OR ')}`);
    };
    // the first statement writes (SQLite: the write lock is taken before anything is read)
    await upsert(TABLES.pictures);
    if ((await productsState(trx)) !== state) throw new CatalogueMoved();
    if (present.has('warehouses')) await upsert(TABLES.warehouses);
    else delete counts.warehouses;
    await upsert(TABLES.categories);
    await upsert(TABLES.diagrams);
    const vehicles = hasVehicles(present);
    if (vehicles) await switchVehiclesIn(trx, dialect, present);

    // the shop's parts and boards the feed no longer has; kept = named by a cart, list or order
    const products = staging(TABLES.products);
    await run(`DROP TABLE IF EXISTS feed_old_products`);
    await run(`CREATE TEMP TABLE feed_old_products AS
      SELECT p.id, CASE WHEN p.id IN (SELECT product_id FROM cart_items UNION SELECT product_id FROM shopping_list_items
        UNION SELECT product_id FROM order_items) THEN 1 ELSE 0 END AS kept
      FROM products p WHERE NOT EXISTS (SELECT 1 FROM ${products} f WHERE f.id = p.id)`);

    // rows no longer in the feed go (a kept part keeps its attributes)
    for (const t of ROW_TABLES) {
      const keep = t === TABLES.attributes ? ' AND product_id NOT IN (SELECT id FROM feed_old_products WHERE kept = 1)' : '';
      await run(
        `DELETE FROM ${t.table} WHERE NOT EXISTS (SELECT 1 FROM ${staging(t)} f WHERE ${sameRow(dialect, t, 'f', t.table)})${keep}`,
      );
    }

    // parts and boards: changed ones updated, new ones inserted
    const plain = columnsOf(TABLES.products).filter(
      (column) => column !== 'id' && !(PART_NAME_COLUMNS as readonly string[]).includes(column),
    );
    const updateWhere = async (columns: readonly string[]): Promise<void> => {
      await run(`UPDATE products SET ${columns.map((column) => `${column} = f.${column}`).join(', ')} FROM ${products} f
        WHERE f.id = products.id AND (${columns.map((column) => differ(dialect, `products.${column}`, `f.${column}`)).join(' OR ')})`);
    };
    await updateWhere(plain);
    await updateWhere(PART_NAME_COLUMNS);
    await insertMissing(trx, 'products', columnsOf(TABLES.products), products, 'NOT EXISTS (SELECT 1 FROM products p WHERE p.id = f.id)');

    // parts in the feed are not withdrawn (a feed may bring one back)
    await run(`UPDATE products SET withdrawn = 0 WHERE withdrawn <> 0 AND id IN (SELECT id FROM ${products})`);
    // parts no longer in the feed: kept ones stay, withdrawn, on no board and in no category; the others go
    await run(`UPDATE products SET category_id = NULL, diagram_id = NULL, withdrawn = 1,
        picture_id = CASE WHEN picture_id > ${counts.pictures ?? 0} THEN NULL ELSE picture_id END
      WHERE id IN (SELECT id FROM feed_old_products WHERE kept = 1)`);
    await run(`DELETE FROM product_attributes WHERE product_id IN (SELECT id FROM feed_old_products WHERE kept = 0)`);
    await run(`DELETE FROM products WHERE id IN (SELECT id FROM feed_old_products WHERE kept = 0)`);
    const old = (await sql<{ kept: number; n: number }>`SELECT kept, COUNT(*) AS n FROM feed_old_products GROUP BY kept`.execute(trx)).rows;
    counts.removed = Number(old.find((row) => Number(row.kept) === 0)?.n ?? 0);
    counts.kept = Number(old.find((row) => Number(row.kept) === 1)?.n ?? 0);
    await run(`DROP TABLE feed_old_products`);

    await run(`DELETE FROM categories WHERE id > ${counts.categories ?? 0}`);
    await run(`DELETE FROM diagrams WHERE id > ${counts.diagrams ?? 0}`);
    await run(`UPDATE products SET picture_id = NULL WHERE picture_id > ${counts.pictures ?? 0}`);
    await run(`DELETE FROM pictures WHERE id > ${counts.pictures ?? 0}`);

    // rows of the feed not yet in the shop come; delivery lead times are the feed's when it has lead_times.csv
    const leadTimes = present.has('lead_times') ? [TABLES.leadTimes] : [];
    if (!present.has('lead_times')) delete counts.lead_times;
    for (const t of leadTimes)
      await run(`DELETE FROM ${t.table} WHERE NOT EXISTS (SELECT 1 FROM ${staging(t)} f WHERE ${sameRow(dialect, t, 'f', t.table)})`);
    for (const t of [...ROW_TABLES, ...leadTimes]) await insertNewRows(trx, dialect, t);
    if (vehicles) await switchVehiclesOut(trx, dialect);
    // content pages: the feed's when it has pages.csv (a handful of rows: written anew)
    const tables = ['pictures', 'categories', 'diagrams', 'products', 'warehouses'];
    if (present.has('pages')) {
      const columns = columnsOf(TABLES.topics).join(', ');
      await run('DELETE FROM topics');
      await run(`INSERT INTO topics (${columns}) SELECT ${columns} FROM ${staging(TABLES.topics)}`);
      tables.push('topics');
    } else delete counts.pages;
    if (dialect === 'postgres') {
      // identities continue after the largest id written (the feed gives its own)
      for (const table of tables)
        await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT MAX(id) FROM ${table}), 0) + 1, false)`);
    }
  });
}

/**
 * A full feed into the shop: staged first into temporary tables of the shop's own database (on
 * PostgreSQL on one connection of the pool), with nothing of the catalogue locked, then switched
 * in one short transaction (`swap`). Parts and boards keep their ids by number; pictures,
 * categories and diagrams are numbered in the feed's order; a part the feed no longer has stays
 * only when a cart, list or order names it. `onStaged` runs between the two (tests look then).
 */
export async function applyFull(
  db: Executor,
  store: StagingStore,
  progress: Progress,
  onStaged?: () => Promise<void>,
): Promise<Record<string, number>> {
  const dialect = dialectOf(db);
  if (hasVehicles(store.present)) assignVehicleIds(store);
  const run = async (conn: Executor): Promise<Record<string, number>> => {
    for (let attempt = 1; ; attempt++) {
      const counts: Record<string, number> = {};
      if (attempt > 1) {
        progress.step('full: the shop added or removed parts meanwhile: reading its part numbers again');
        await reloadShopProducts(db, store);
      }
      const state = store.all<{ state: string }>('SELECT state FROM shop_state')[0]?.state ?? '';
      assignProductIds(store);
      try {
        progress.step('full: staging in the shop database');
        await stageFeed(conn, store, counts);
        await onStaged?.();
        progress.step('full: switching to the new catalogue');
        const started = Date.now();
        await swap(conn, dialect, state, counts, store.present);
        counts.switch_ms = Date.now() - started;
        // image files no diagram or picture names any more (after the switch, outside it)
        await conn
          .deleteFrom('feed_images')
          .where((eb) =>
            eb.and([
              eb('hash', 'not in', eb.selectFrom('diagrams').select('image_hash').where('image_hash', 'is not', null)),
              eb('hash', 'not in', eb.selectFrom('pictures').select('image_hash').where('image_hash', 'is not', null)),
            ]),
          )
          .execute();
        return counts;
      } catch (error) {
        if (!(error instanceof CatalogueMoved) || attempt >= 3) throw error;
      } finally {
        await dropStagingTables(conn);
        await dropVehicleStaging(conn);
      }
    }
  };
  // SQLite: one connection, the staging statements interleave with the shop's; PostgreSQL: temporary tables live on one connection
  const counts = dialect === 'postgres' ? await db.connection().execute(run) : await run(db);
  // the planner's statistics, and the visibility map the index-only reads of migration 44 need (else each row's page is read again)
  if (dialect === 'postgres') await sql`VACUUM (ANALYZE) products, product_attributes, board_parts, hotspots, warehouse_stock`.execute(db);
  return counts;
}
