import { sql, type RawBuilder } from 'kysely';
import { dialectOf, inTransaction, type Dialect, type Executor } from '../db/database';
import { searchColumns } from '../db/search-key';
import { columnType, differ, stage, staging, type StagedTable } from './full';
import type { Progress } from './progress';
import { ATTACHED, withAttachedStore, type StagingStore } from './stage';

/**
 * A delta's rows as the shop will take them, staged in temporary tables of the shop's database
 * (feed_delta_*). `id` is the shop's id of the part, known when the part was in the shop as the
 * feed was checked; a part new in the delta's parts.csv gets its id in the switch.
 */
const DELTA = {
  parts: {
    table: 'delta_parts',
    key: ['sku'],
    columns: {
      id: 'integer',
      line: 'integer',
      sku: 'sku',
      name: 'text',
      name_pl: 'text',
      full_description: 'text',
      full_description_pl: 'text',
      search_name: 'text',
      search_name_pl: 'text',
      search_stems: 'text',
      search_stems_pl: 'text',
      quantity: 'integer',
    },
  },
  prices: { table: 'delta_prices', key: ['sku'], columns: { id: 'integer', sku: 'sku', price: 'real' } },
  stock: {
    table: 'delta_stock',
    key: ['sku', 'warehouse_id'],
    columns: { id: 'integer', sku: 'sku', warehouse_id: 'integer', quantity: 'integer' },
  },
  leadTimes: {
    table: 'delta_lead_times',
    key: ['warehouse_id', 'branch_warehouse_id'],
    columns: { warehouse_id: 'integer', branch_warehouse_id: 'integer', working_days: 'integer' },
  },
  withdrawn: {
    table: 'delta_withdrawn',
    key: ['sku'],
    columns: { id: 'integer', sku: 'sku', replacement_id: 'integer', replacement: 'sku' },
  },
} as const satisfies Record<string, StagedTable>;

/** The part-name columns (their triggers run only for the parts whose names change: full.ts does the same). */
const NAME_COLUMNS = ['search_name', 'search_name_pl', 'search_stems', 'search_stems_pl'] as const;
const TEXT_COLUMNS = ['name', 'name_pl', 'full_description', 'full_description_pl'] as const;

const raw = (text: string): RawBuilder<unknown> => sql.raw(text);

interface PartRow {
  _rowid: number;
  id: number | null;
  line: number;
  sku: string;
  name: string;
  name_pl: string | null;
  full_description: string | null;
  full_description_pl: string | null;
  quantity: number;
}

async function dropDeltaTables(db: Executor): Promise<void> {
  for (const t of Object.values(DELTA) as StagedTable[]) await raw(`DROP TABLE IF EXISTS ${staging(t)}`).execute(db);
}

/**
 * Copies the checked delta into the shop's temporary tables with the shop's part ids the check
 * found (`shop_products` of the validation store): on SQLite by one INSERT ... SELECT per file
 * from the attached store, else a page of rows per INSERT. Nothing of the catalogue is locked.
 */
async function stageDelta(db: Executor, dialect: Dialect, store: StagingStore, counts: Record<string, number>): Promise<void> {
  await dropDeltaTables(db);
  for (const t of Object.values(DELTA) as StagedTable[]) {
    const columns = Object.entries(t.columns).map(([name, type]) => `${name} ${columnType(type, dialect)}`);
    await raw(`CREATE TEMP TABLE ${staging(t)} (${columns.join(', ')})`).execute(db);
  }
  // the part's texts need searchColumns (JavaScript): a page of rows per INSERT
  counts.parts = await stage<PartRow>(
    db,
    store,
    DELTA.parts,
    `SELECT p.rowid AS _rowid, s.id, p.rowid AS line, p.number AS sku, p.name_en AS name, p.name_pl, p.description_en AS full_description,
       p.description_pl AS full_description_pl, p.quantity
     FROM s_parts p LEFT JOIN shop_products s ON s.sku = p.number WHERE p.rowid > ? ORDER BY p.rowid`,
    (row) => ({ ...row, full_description: row.full_description ?? '', ...searchColumns(row.name, row.name_pl) }),
  );
  await withAttachedStore(db, store, async (attached) => {
    /** The rows of a query on the store (`from` prefixes its tables) into a staging table. */
    const copy = async (t: StagedTable, query: (from: string) => string): Promise<number> => {
      if (!attached) return stage(db, store, t, query(''));
      const columns = Object.keys(t.columns).join(', ');
      const result = await sql`INSERT INTO ${sql.raw(`temp.${staging(t)}`)} (${sql.raw(columns)})
        SELECT ${sql.raw(columns)} FROM (${sql.raw(query(`${ATTACHED}.`))}) AS copied`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    };
    const part = (from: string) => `LEFT JOIN ${from}shop_products s ON s.sku = d.number AND s.product_type = 'SimpleProduct'`;
    // (rowid > ?: the pages of `stage`; the attached copy binds nothing: 0)
    const after = (from: string) => (from ? '0' : '?');
    counts.prices = await copy(
      DELTA.prices,
      (from) => `SELECT d.rowid AS _rowid, s.id, d.number AS sku, d.price_gross AS price FROM ${from}s_prices d ${part(from)}
        WHERE d.rowid > ${after(from)} ORDER BY d.rowid`,
    );
    counts.stock = await copy(
      DELTA.stock,
      (from) => `SELECT d.rowid AS _rowid, s.id, d.number AS sku, d.warehouse AS warehouse_id, d.quantity
        FROM ${from}s_stock d ${part(from)} WHERE d.rowid > ${after(from)} ORDER BY d.rowid`,
    );
    const leadTimes = await copy(
      DELTA.leadTimes,
      (from) => `SELECT rowid AS _rowid, warehouse AS warehouse_id, branch AS branch_warehouse_id, working_days
        FROM ${from}s_lead_times WHERE rowid > ${after(from)} ORDER BY rowid`,
    );
    if (store.present.has('lead_times')) counts.lead_times = leadTimes;
    counts.withdrawn = await copy(
      DELTA.withdrawn,
      (from) => `SELECT d.rowid AS _rowid, s.id, d.number AS sku, r.id AS replacement_id, d.replacement
        FROM ${from}s_withdrawn d ${part(from)}
          LEFT JOIN ${from}shop_products r ON r.sku = d.replacement AND r.product_type = 'SimpleProduct'
        WHERE d.rowid > ${after(from)} ORDER BY d.rowid`,
    );
  });
  await raw(`CREATE INDEX ${staging(DELTA.parts)}_id ON ${staging(DELTA.parts)} (id)`).execute(db);
  await raw(`CREATE INDEX ${staging(DELTA.prices)}_id ON ${staging(DELTA.prices)} (id)`).execute(db);
  await raw(`CREATE INDEX ${staging(DELTA.stock)}_id ON ${staging(DELTA.stock)} (id, warehouse_id)`).execute(db);
  await raw(`CREATE INDEX ${staging(DELTA.withdrawn)}_id ON ${staging(DELTA.withdrawn)} (id)`).execute(db);
  for (const t of Object.values(DELTA) as StagedTable[]) await raw(`ANALYZE ${staging(t)}`).execute(db);
}

/**
 * The switch of a delta: one transaction of a few set-based statements (UPDATE ... FROM,
 * INSERT ... SELECT ... ON CONFLICT DO UPDATE, DELETE ... WHERE ... IN), each writing only the rows
 * that change, in the order the files are applied: parts, prices, stock, lead times, withdrawn.
 */
async function switchDelta(db: Executor, dialect: Dialect, store: StagingStore, counts: Record<string, number>): Promise<void> {
  await inTransaction(db, async (trx) => {
    const run = (text: string) => raw(text).execute(trx);
    const parts = staging(DELTA.parts);
    const prices = staging(DELTA.prices);
    const stock = staging(DELTA.stock);
    const leadTimes = staging(DELTA.leadTimes);
    const withdrawn = staging(DELTA.withdrawn);
    /** Ids of the parts the check did not find (new in this delta's parts.csv), by number. */
    const resolve = async (table: string, id: string, number: string, simple: boolean): Promise<void> => {
      await run(`UPDATE ${table} SET ${id} = (SELECT p.id FROM products p WHERE p.sku = ${table}.${number}
          ${simple ? `AND p.product_type = 'SimpleProduct'` : ''}) WHERE ${id} IS NULL AND ${number} IS NOT NULL`);
      const missing = (
        await sql<{ sku: string }>`SELECT ${sql.raw(number)} AS sku FROM ${sql.raw(table)}
        WHERE ${sql.raw(id)} IS NULL AND ${sql.raw(number)} IS NOT NULL`.execute(trx)
      ).rows[0];
      if (missing) throw new Error(`delta: no part ${missing.sku}`);
    };

    // parts: changed texts updated (a part in a delta's parts.csv is in the catalogue again), new ones inserted
    const writeParts = async (): Promise<void> => {
      await run(`UPDATE ${parts} SET id = (SELECT p.id FROM products p WHERE p.sku = ${parts}.sku) WHERE id IS NULL`);
      const set = (columns: readonly string[]) => columns.map((column) => `${column} = f.${column}`).join(', ');
      const changed = (columns: readonly string[]) =>
        columns.map((column) => differ(dialect, `products.${column}`, `f.${column}`)).join(' OR ');
      await run(`UPDATE products SET ${set(TEXT_COLUMNS)}, withdrawn = 0 FROM ${parts} f
        WHERE f.id = products.id AND (${changed(TEXT_COLUMNS)} OR ${differ(dialect, 'products.withdrawn', '0')})`);
      await run(`UPDATE products SET ${set(NAME_COLUMNS)} FROM ${parts} f WHERE f.id = products.id AND (${changed(NAME_COLUMNS)})`);
      const inserted = [...TEXT_COLUMNS, ...NAME_COLUMNS].join(', ');
      await run(`INSERT INTO products (sku, product_type, price, withdrawn, ${inserted})
        SELECT sku, 'SimpleProduct', 0, 0, ${inserted} FROM ${parts} WHERE id IS NULL ORDER BY line`);
      await resolve(parts, 'id', 'sku', false);
      // the pack quantity: the part's Quantity attribute
      const quantity = `name = 'Quantity' AND name_pl = 'Ilość' AND value = CAST(f.quantity AS text) AND value_pl = CAST(f.quantity AS text)
        AND display_order = 0`;
      await run(`DELETE FROM product_attributes WHERE name = 'Quantity' AND product_id IN (SELECT id FROM ${parts})
        AND NOT EXISTS (SELECT 1 FROM ${parts} f WHERE f.id = product_attributes.product_id AND ${quantity})`);
      await run(`INSERT INTO product_attributes (product_id, name, name_pl, value, value_pl, display_order)
        SELECT f.id, 'Quantity', 'Ilość', CAST(f.quantity AS text), CAST(f.quantity AS text), 0 FROM ${parts} f
        WHERE NOT EXISTS (SELECT 1 FROM product_attributes a WHERE a.product_id = f.id AND a.name = 'Quantity')`);
    };
    // prices: the catalogue price of each part named, where it differs
    const writePrices = async (): Promise<void> => {
      await resolve(prices, 'id', 'sku', true);
      await run(`UPDATE products SET price = f.price FROM ${prices} f
        WHERE products.id = f.id AND products.product_type = 'SimpleProduct' AND ${differ(dialect, 'products.price', 'f.price')}`);
    };
    // stock: each line sets that warehouse's quantity
    const writeStock = async (): Promise<void> => {
      await resolve(stock, 'id', 'sku', true);
      await run(`INSERT INTO warehouse_stock (product_id, warehouse_id, quantity) SELECT id, warehouse_id, quantity FROM ${stock} WHERE true
        ON CONFLICT (product_id, warehouse_id) DO UPDATE SET quantity = excluded.quantity
        WHERE ${differ(dialect, 'warehouse_stock.quantity', 'excluded.quantity')}`);
    };
    // lead times: each line sets its pair
    const writeLeadTimes = async (): Promise<void> => {
      await run(`INSERT INTO delivery_lead_times (warehouse_id, branch_warehouse_id, working_days)
        SELECT warehouse_id, branch_warehouse_id, working_days FROM ${leadTimes} WHERE true
        ON CONFLICT (branch_warehouse_id, warehouse_id) DO UPDATE SET working_days = excluded.working_days
        WHERE ${differ(dialect, 'delivery_lead_times.working_days', 'excluded.working_days')}`);
    };
    // withdrawn: on no board, no stock, replaced by the part named (the demo's old part numbers are such parts)
    const writeWithdrawn = async (): Promise<void> => {
      await resolve(withdrawn, 'id', 'sku', true);
      await resolve(withdrawn, 'replacement_id', 'replacement', true);
      await run(`UPDATE products SET withdrawn = 1 WHERE id IN (SELECT id FROM ${withdrawn}) AND ${differ(dialect, 'withdrawn', '1')}`);
      await run(`DELETE FROM board_parts WHERE product_id IN (SELECT id FROM ${withdrawn})`);
      await run(`DELETE FROM warehouse_stock WHERE product_id IN (SELECT id FROM ${withdrawn})`);
      const replaced = `SELECT id FROM ${withdrawn} WHERE replacement_id IS NOT NULL`;
      await run(`DELETE FROM product_supersessions WHERE product_id IN (${replaced})
        AND NOT EXISTS (SELECT 1 FROM ${withdrawn} f WHERE f.id = product_supersessions.product_id
          AND f.replacement_id = product_supersessions.replacement_id AND product_supersessions.quantity = 1
          AND product_supersessions.display_order = 0)`);
      await run(`INSERT INTO product_supersessions (product_id, replacement_id, quantity, display_order)
        SELECT f.id, f.replacement_id, 1, 0 FROM ${withdrawn} f WHERE f.replacement_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM product_supersessions s WHERE s.product_id = f.id AND s.replacement_id = f.replacement_id)`);
    };

    // (a file the delta does not have, or an empty one, costs no statement)
    if (counts.parts) await writeParts();
    // a board's new diagram file, a part's new picture (the part may be new in this delta)
    if (store.has('board_diagrams') || store.has('part_pictures')) counts.images = await applyImages(trx, store);
    // the hotspots of the boards the delta's hotspots.csv names (after their new diagram files, in the same transaction)
    if (store.has('hotspots')) counts.hotspots = await applyHotspots(trx, store);
    if (counts.prices) await writePrices();
    if (counts.stock) await writeStock();
    if (counts.lead_times) await writeLeadTimes();
    if (counts.withdrawn) await writeWithdrawn();
  });
}

/**
 * A delta feed (parts added or changed, prices, stock, lead times, withdrawn parts; each line sets
 * what it names): staged into temporary tables of the shop's database with nothing locked (on
 * PostgreSQL on one connection of the pool), then written in one short transaction of set-based
 * statements (`switchDelta`). `onStaged` runs between the two (tests look at the shop then).
 */
export async function applyDelta(
  db: Executor,
  store: StagingStore,
  progress: Progress,
  onStaged?: () => Promise<void>,
): Promise<Record<string, number>> {
  const dialect = dialectOf(db);
  const run = async (conn: Executor): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    try {
      progress.step('delta: staging in the shop database');
      await stageDelta(conn, dialect, store, counts);
      await onStaged?.();
      progress.step('delta: writing');
      const started = Date.now();
      await switchDelta(conn, dialect, store, counts);
      counts.switch_ms = Date.now() - started;
      return counts;
    } finally {
      await dropDeltaTables(conn);
    }
  };
  return dialect === 'postgres' ? await db.connection().execute(run) : await run(db);
}

/** Rows of a delta's image files written at a time. */
const IMAGE_ROWS_PAGE = 500;

/** Each page of a query on the validation store, written by `write`; the number of rows. */
async function forEachPage<T extends { _rowid: number }>(
  store: StagingStore,
  query: string,
  write: (rows: T[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (const rows of store.pages<T>(query, IMAGE_ROWS_PAGE)) {
    await write(rows);
    count += rows.length;
  }
  return count;
}

interface ImageRow {
  _rowid: number;
  key: string;
  hash: string;
  title_en: string | null;
  title_pl: string | null;
}

/**
 * A delta's images: board_diagrams.csv gives a board of the shop a new diagram file (its hotspots
 * stay), part_pictures.csv a part a new picture file (a picture that other parts or categories
 * share is left to them: the part gets a picture of its own). The files go into feed_images by
 * their hash in the same transaction as the rows naming them; a file the delta leaves unnamed is
 * dropped (only those it replaced: a full import storing its files before its switch is not
 * touched). Returns the number of rows applied.
 */
async function applyImages(trx: Executor, store: StagingStore): Promise<number> {
  const used = `SELECT rowid AS _rowid, hash, content_type, bytes FROM images
    WHERE rowid > ? AND (name IN (${store.has('board_diagrams') ? 'SELECT file FROM s_board_diagrams' : 'SELECT NULL WHERE 0'})
      OR name IN (${store.has('part_pictures') ? 'SELECT file FROM s_part_pictures' : 'SELECT NULL WHERE 0'})) ORDER BY rowid`;
  for (const rows of store.pages<{ _rowid: number; hash: string; content_type: string; bytes: Buffer }>(used, 1))
    for (const { hash, content_type, bytes } of rows)
      await trx
        .insertInto('feed_images')
        .values({ hash, content_type, bytes })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute();
  const replaced = new Set<string>();
  let count = 0;
  if (store.has('board_diagrams'))
    count += await forEachPage<ImageRow>(
      store,
      `SELECT d.rowid AS _rowid, d.board AS key, im.hash, d.title_en, d.title_pl
       FROM s_board_diagrams d JOIN images im ON im.name = d.file WHERE d.rowid > ? ORDER BY d.rowid`,
      async (rows) => {
        for (const r of rows) {
          const board = await trx
            .selectFrom('products')
            .select(['id', 'name', 'name_pl', 'diagram_id'])
            .where('sku', '=', r.key)
            .where('product_type', '=', 'GroupedProduct')
            .executeTakeFirstOrThrow();
          const old = board.diagram_id
            ? await trx
                .selectFrom('diagrams')
                .select(['image_hash', 'title', 'title_pl'])
                .where('id', '=', board.diagram_id)
                .executeTakeFirst()
            : undefined;
          if (old && board.diagram_id) {
            if (old.image_hash && old.image_hash !== r.hash) replaced.add(old.image_hash);
            await trx
              .updateTable('diagrams')
              .set({ image_hash: r.hash, title: r.title_en ?? old.title, title_pl: r.title_en ? r.title_pl : old.title_pl })
              .where('id', '=', board.diagram_id)
              .execute();
          } else {
            const diagram = await trx
              .insertInto('diagrams')
              .values({ title: r.title_en ?? board.name, title_pl: r.title_en ? r.title_pl : board.name_pl, image_hash: r.hash })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx.updateTable('products').set({ diagram_id: diagram.id }).where('id', '=', board.id).execute();
          }
        }
      },
    );
  if (store.has('part_pictures'))
    count += await forEachPage<ImageRow>(
      store,
      `SELECT p.rowid AS _rowid, p.number AS key, im.hash, p.title_en, p.title_pl
       FROM s_part_pictures p JOIN images im ON im.name = p.file WHERE p.rowid > ? ORDER BY p.rowid`,
      async (rows) => {
        for (const r of rows) {
          const part = await trx
            .selectFrom('products')
            .select(['id', 'name', 'name_pl', 'picture_id'])
            .where('sku', '=', r.key)
            .where('product_type', '=', 'SimpleProduct')
            .executeTakeFirstOrThrow();
          const old = part.picture_id
            ? await trx
                .selectFrom('pictures')
                .select(['id', 'image_hash', 'title', 'title_pl', 'shape'])
                .where('id', '=', part.picture_id)
                .executeTakeFirst()
            : undefined;
          const shared =
            old !== undefined &&
            ((await trx
              .selectFrom('products')
              .select('id')
              .where('picture_id', '=', old.id)
              .where('id', '<>', part.id)
              .limit(1)
              .executeTakeFirst()) !== undefined ||
              (await trx.selectFrom('categories').select('id').where('picture_id', '=', old.id).limit(1).executeTakeFirst()) !== undefined);
          const title = r.title_en ?? (old && !shared ? old.title : part.name);
          const title_pl = r.title_en ? r.title_pl : old && !shared ? old.title_pl : part.name_pl;
          if (old && !shared) {
            if (old.image_hash && old.image_hash !== r.hash) replaced.add(old.image_hash);
            await trx.updateTable('pictures').set({ image_hash: r.hash, title, title_pl }).where('id', '=', old.id).execute();
          } else {
            // a picture of its own; its shape (the drawing used when a picture has no file) kept from the old one
            const picture = await trx
              .insertInto('pictures')
              .values({ title, title_pl, shape: old?.shape ?? 'box', image_hash: r.hash })
              .returning('id')
              .executeTakeFirstOrThrow();
            await trx.updateTable('products').set({ picture_id: picture.id }).where('id', '=', part.id).execute();
          }
        }
      },
    );
  for (const hash of replaced) {
    const named =
      (await trx.selectFrom('diagrams').select('id').where('image_hash', '=', hash).limit(1).executeTakeFirst()) ??
      (await trx.selectFrom('pictures').select('id').where('image_hash', '=', hash).limit(1).executeTakeFirst());
    if (!named) await trx.deleteFrom('feed_images').where('hash', '=', hash).execute();
  }
  return count;
}

/**
 * A delta's hotspots.csv: the hotspots of each board it names replace all that board's hotspots
 * (a new drawing puts the positions elsewhere); the boards it does not name keep theirs. A board
 * without a diagram gets one (no file: the shop draws it from the hotspots). Deleted and written
 * again board by board, so the same delta twice gives the same rows. Returns the hotspots written.
 */
async function applyHotspots(trx: Executor, store: StagingStore): Promise<number> {
  const boards = store.all<{ board: string }>('SELECT board FROM s_hotspots GROUP BY board ORDER BY MIN(rowid)');
  let count = 0;
  for (const { board: number } of boards) {
    const board = await trx
      .selectFrom('products')
      .select(['id', 'name', 'name_pl', 'diagram_id'])
      .where('sku', '=', number)
      .where('product_type', '=', 'GroupedProduct')
      .executeTakeFirstOrThrow();
    let diagramId = board.diagram_id;
    if (diagramId === null) {
      diagramId = (
        await trx
          .insertInto('diagrams')
          .values({ title: board.name, title_pl: board.name_pl, image_hash: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await trx.updateTable('products').set({ diagram_id: diagramId }).where('id', '=', board.id).execute();
    }
    const rows = store.all<{ position: string; x1: number; y1: number; x2: number; y2: number }>(
      'SELECT position, x1, y1, x2, y2 FROM s_hotspots WHERE board = ? ORDER BY rowid',
      [number],
    );
    await trx.deleteFrom('hotspots').where('diagram_id', '=', diagramId).execute();
    for (let at = 0; at < rows.length; at += IMAGE_ROWS_PAGE) {
      const page = rows.slice(at, at + IMAGE_ROWS_PAGE);
      await trx
        .insertInto('hotspots')
        .values(page.map((row) => ({ diagram_id: diagramId, ...row })))
        .execute();
    }
    count += rows.length;
  }
  return count;
}
