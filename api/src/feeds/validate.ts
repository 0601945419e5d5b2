import type { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Executor } from '../db/database';
import { csvRecords, CsvStop } from './csv';
import { BOX, fileSpec, FILES, parseCell, type FileSpec } from './format';
import type { Problem, Reason } from './messages';
import type { Progress } from './progress';
import type { FeedSource } from './source';
import { ATTACHED, withAttachedStore, type Row, type StagingStore } from './stage';
import { checkVehicleFiles, hasVehicles, loadShopVehicleKeys, vehicleChecks } from './vehicles';

export type FeedKind = 'full' | 'delta';

export interface Manifest {
  format: 1;
  kind: FeedKind;
  created: string;
  version: string;
  decimal: '.' | ',';
}

/** The most problems a report lists (all are counted). */
const MAX_LISTED_PROBLEMS = 500;

export class Problems {
  readonly list: Problem[] = [];
  count = 0;
  add(problem: Problem): void {
    this.count++;
    if (this.list.length < MAX_LISTED_PROBLEMS) this.list.push(problem);
  }
}

async function readSmall(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readManifest(source: FeedSource, problems: Problems): Promise<Manifest | undefined> {
  const file = 'manifest.json';
  if (!source.names.includes(file)) {
    problems.add({ file, reason: { code: 'missing-file' } });
    return undefined;
  }
  const bytes = await readSmall(await source.open(file), 64 * 1024);
  const fail = (detail: string): undefined => {
    problems.add({ file, reason: { code: 'manifest', detail } });
    return undefined;
  };
  if (!bytes) return fail('larger than 64 KiB');
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return fail('not JSON in UTF-8');
  }
  if (typeof data !== 'object' || data === null) return fail('not a JSON object');
  const { format, kind, created, version, decimal = '.' } = data as Record<string, unknown>;
  if (format !== 1) return fail('"format" must be 1');
  if (kind !== 'full' && kind !== 'delta') return fail('"kind" must be "full" or "delta"');
  if (
    typeof created !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(created) ||
    Number.isNaN(Date.parse(created))
  )
    return fail('"created" must be an ISO 8601 date-time with Z or an offset');
  if (typeof version !== 'string' || version.length < 1 || version.length > 100) return fail('"version" must be text of 1-100 characters');
  if (decimal !== '.' && decimal !== ',') return fail('"decimal" must be "." or ","');
  return { format: 1, kind, created, version, decimal };
}

/** Which files are there, which must be, which may not. */
export function checkFileNames(source: FeedSource, kind: FeedKind, problems: Problems): FileSpec[] {
  const present: FileSpec[] = [];
  for (const name of source.names) {
    if (name === 'manifest.json') continue;
    if (name.startsWith('images/') && !name.slice('images/'.length).includes('/')) continue;
    const spec = fileSpec(name);
    if (!spec) problems.add({ file: name, reason: { code: 'unknown-file' } });
    else if (!spec.kinds.includes(kind)) problems.add({ file: name, reason: { code: kind === 'delta' ? 'not-in-delta' : 'unknown-file' } });
    else present.push(spec);
  }
  for (const spec of FILES) {
    if (spec.requiredIn.includes(kind) && !source.names.includes(spec.file))
      problems.add({ file: spec.file, reason: { code: 'missing-file' } });
  }
  if (kind === 'full') checkVehicleFiles(source.names, problems);
  return present;
}

/** Reads one CSV file into the staging store, row by row, reporting every value that is wrong. */
export async function stageFile(
  source: FeedSource,
  spec: FileSpec,
  manifest: Manifest,
  store: StagingStore,
  problems: Problems,
  progress: Progress,
): Promise<number> {
  store.create(spec);
  store.present.add(spec.table);
  const file = spec.file;
  let header: string[] | undefined;
  let indexes: number[] = [];
  let rows = 0;
  const batch: (() => void)[] = [];
  const flush = store.db.transaction(() => {
    for (const write of batch) write();
  });
  const write = (): void => {
    flush();
    batch.length = 0;
  };
  try {
    for await (const record of csvRecords(await source.open(file), (bytes) => progress.bytes(bytes))) {
      if (!header) {
        header = record.values.map((value) => value.trim());
        for (const name of header)
          if (!spec.columns.some((column) => column.name === name))
            problems.add({ file, line: record.line, column: name, reason: { code: 'extra-column' } });
        const missing = spec.columns.filter((column) => column.required && !header?.includes(column.name));
        for (const column of missing) problems.add({ file, line: record.line, column: column.name, reason: { code: 'missing-column' } });
        if (missing.length > 0 || header.length !== new Set(header).size) return rows;
        indexes = spec.columns.map((column) => header?.indexOf(column.name) ?? -1);
        continue;
      }
      if (record.values.length !== header.length) {
        problems.add({ file, line: record.line, reason: { code: 'column-count', expected: header.length, found: record.values.length } });
        continue;
      }
      const row: Row = { line: record.line };
      let ok = true;
      spec.columns.forEach((column, i) => {
        const index = indexes[i] ?? -1;
        const raw = index < 0 ? '' : (record.values[index] ?? '');
        const cell = parseCell(raw, column, manifest.decimal);
        if (cell !== null && typeof cell === 'object') {
          problems.add({ file, line: record.line, column: column.name, value: raw, reason: cell });
          ok = false;
        } else row[column.name] = cell;
      });
      if (!ok) continue;
      rows++;
      batch.push(() => {
        const first = store.insert(spec, row);
        if (first !== undefined) {
          rows--;
          problems.add({
            file,
            line: row.line,
            column: spec.key.join('+'),
            value: spec.key.map((name) => String(row[name] ?? '')).join('+'),
            reason: { code: 'duplicate', firstLine: first },
          });
        }
      });
      if (batch.length >= 1000) {
        write();
        progress.rows(file, rows);
      }
    }
    write();
    progress.rows(file, rows);
  } catch (error) {
    if (!(error instanceof CsvStop)) throw error;
    problems.add({ file, line: error.line, reason: error.reason });
  }
  if (!header) problems.add({ file, line: 1, reason: { code: 'empty-file' } });
  return rows;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An image by its first bytes: a PNG signature, or SVG markup (after a BOM, an XML declaration, comments). */
function imageKind(head: Buffer): 'png' | 'svg' | undefined {
  if (head.subarray(0, 8).equals(PNG)) return 'png';
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const rest = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest) ? 'svg' : undefined;
}

/** The largest image file a feed may have (a diagram or picture is read whole to be stored). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/**
 * Checks the feed's images (PNG or SVG by their first bytes, at most MAX_IMAGE_BYTES) and keeps
 * each in the staging store with the SHA-256 of its bytes, which is how the shop stores it
 * (feed_images). One image is in memory at a time.
 */
export async function checkImages(source: FeedSource, store: StagingStore, problems: Problems): Promise<void> {
  store.db.exec('CREATE TABLE IF NOT EXISTS images (name TEXT COLLATE BINARY PRIMARY KEY, hash TEXT, content_type TEXT, bytes BLOB)');
  const insert = store.db.prepare('INSERT INTO images (name, hash, content_type, bytes) VALUES (?, ?, ?, ?)');
  for (const name of source.names.filter((n) => n.startsWith('images/'))) {
    const file = name.slice('images/'.length);
    const extension = /\.(png|svg)$/i.exec(file)?.[1]?.toLowerCase();
    if (!extension) {
      problems.add({ file: name, reason: { code: 'image-extension' } });
      continue;
    }
    const stream = await source.open(name);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) {
        tooLarge = true;
        break;
      }
      chunks.push(chunk);
    }
    stream.destroy();
    const bytes = Buffer.concat(chunks);
    if (tooLarge) problems.add({ file: name, reason: { code: 'image-too-large', limit: `${MAX_IMAGE_BYTES / 1024 / 1024} MiB` } });
    else if (imageKind(bytes.subarray(0, 2048)) !== extension) problems.add({ file: name, reason: { code: 'not-an-image' } });
    else {
      insert.run(file, createHash('sha256').update(bytes).digest('hex'), extension === 'png' ? 'image/png' : 'image/svg+xml', bytes);
      continue;
    }
    // the file is there (a reference to it is not unknown), its problem said once
    insert.run(file, null, null, null);
  }
}

/** The shop's keys a feed refers to, copied into the staging store. */
export async function loadShopKeys(db: Executor, store: StagingStore, kind: FeedKind): Promise<void> {
  store.db.exec(`
    CREATE TABLE shop_series (code TEXT COLLATE NOCASE PRIMARY KEY);
    CREATE TABLE shop_models (serie TEXT COLLATE NOCASE, code TEXT COLLATE NOCASE, id INTEGER, PRIMARY KEY (serie, code));
    CREATE TABLE shop_engines (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_equipment (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_warehouses (id INTEGER PRIMARY KEY);
    CREATE TABLE shop_countries (code TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    CREATE TABLE shop_products (sku TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER, product_type TEXT);
  `);
  const fill = (table: string, columns: string[], rows: Record<string, unknown>[]): void => {
    const insert = store.db.prepare(
      `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
    );
    store.db.transaction(() => rows.forEach((row) => insert.run(row)))();
  };
  fill('shop_series', ['code'], await db.selectFrom('series').select('code').execute());
  fill('shop_models', ['serie', 'code', 'id'], await db.selectFrom('models').select(['serie_code as serie', 'code', 'id']).execute());
  fill('shop_engines', ['code', 'id'], await db.selectFrom('engines').select(['code', 'id']).execute());
  fill('shop_equipment', ['code', 'id'], await db.selectFrom('equipment').select(['code', 'id']).execute());
  fill('shop_warehouses', ['id'], await db.selectFrom('warehouses').select('id').execute());
  fill('shop_countries', ['code', 'id'], await db.selectFrom('countries').select(['two_letter_iso_code as code', 'id']).execute());
  if (kind === 'full') {
    await loadShopVehicleKeys(db, store);
    await reloadShopProducts(db, store);
  } else await loadDeltaProducts(db, store);
}

/** Part numbers looked up in the shop per query (a delta's, on PostgreSQL). */
const NUMBERS_PER_QUERY = 10_000;

/**
 * A delta's part numbers that the shop has, into the staging store (`shop_products`): only the
 * numbers the delta names, a page of them per query (a delta of 100,000 prices into a shop of a
 * million parts reads 100,000 rows, not a million).
 */
async function loadDeltaProducts(db: Executor, store: StagingStore): Promise<void> {
  // the boards and parts a delta's images and hotspots name too (its files only when it has them)
  const imageNumbers = [
    ...(store.has('board_diagrams') ? ['UNION ALL SELECT board FROM s_board_diagrams'] : []),
    ...(store.has('part_pictures') ? ['UNION ALL SELECT number FROM s_part_pictures'] : []),
    ...(store.has('hotspots') ? ['UNION ALL SELECT board FROM s_hotspots'] : []),
  ].join(' ');
  store.db.exec(`
    DROP TABLE IF EXISTS delta_numbers;
    CREATE TABLE delta_numbers (number TEXT COLLATE NOCASE PRIMARY KEY);
    INSERT OR IGNORE INTO delta_numbers (number)
      SELECT number FROM s_parts UNION ALL SELECT number FROM s_prices UNION ALL SELECT number FROM s_stock
      UNION ALL SELECT number FROM s_withdrawn UNION ALL SELECT replacement FROM s_withdrawn WHERE replacement IS NOT NULL
      ${imageNumbers};
  `);
  await withAttachedStore(db, store, async (attached) => {
    if (attached) {
      // SQLite: one statement, by the shop's index of part numbers
      await sql`INSERT OR IGNORE INTO ${sql.raw(ATTACHED)}.shop_products (sku, id, product_type)
        SELECT p.sku, p.id, p.product_type FROM main.products p WHERE p.sku IN (SELECT number FROM ${sql.raw(ATTACHED)}.delta_numbers)`.execute(
        db,
      );
      return;
    }
    // PostgreSQL: a page of numbers as one array parameter (SQLite, when it could not attach: an IN list)
    const insert = store.db.prepare('INSERT OR IGNORE INTO shop_products (sku, id, product_type) VALUES (@sku, @id, @product_type)');
    for (const page of store.pages<{ _rowid: number; number: string }>(
      'SELECT rowid AS _rowid, number FROM delta_numbers WHERE rowid > ? ORDER BY rowid',
      NUMBERS_PER_QUERY,
    )) {
      const numbers = page.map((row) => row.number);
      const rows =
        dialectOf(db) === 'postgres'
          ? (
              await sql<{ id: number; sku: string; product_type: string }>`SELECT id, sku, product_type FROM products
                WHERE sku = ANY(CAST(${numbers} AS citext[]))`.execute(db)
            ).rows
          : await db.selectFrom('products').select(['id', 'sku', 'product_type']).where('sku', 'in', numbers).execute();
      store.db.transaction(() => rows.forEach((row) => insert.run(row)))();
    }
  });
}

/**
 * The shop's parts and boards into the staging store, page by page (a million rows are never in
 * memory at once), and what their state was before (full.ts's productsState: a full import is
 * staged again when it changed before the switch).
 */
export async function reloadShopProducts(db: Executor, store: StagingStore): Promise<void> {
  store.db.exec('DELETE FROM shop_products; DROP TABLE IF EXISTS shop_state; CREATE TABLE shop_state (state TEXT)');
  store.db.prepare('INSERT INTO shop_state (state) VALUES (?)').run(await productsState(db));
  const insert = store.db.prepare('INSERT OR IGNORE INTO shop_products (sku, id, product_type) VALUES (@sku, @id, @product_type)');
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('products')
      .select(['id', 'sku', 'product_type'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (page.length === 0) break;
    store.db.transaction(() => page.forEach((row) => insert.run(row)))();
    after = page[page.length - 1]?.id ?? after;
  }
}

/** What tells whether parts or boards were added or removed: the largest id and the count. */
export async function productsState(db: Executor): Promise<string> {
  const row = (await sql<{ max: number | null; n: number }>`SELECT MAX(id) AS max, COUNT(*) AS n FROM products`.execute(db)).rows[0];
  return `${row?.max ?? 0}/${row?.n ?? 0}`;
}

export interface Check {
  file: string;
  column: string;
  /** Selects line and value of each offending row. */
  query: string;
  reason: Reason;
}

/** Checks across files and against the shop, each by one query on the staging store. */
export function crossChecks(store: StagingStore, kind: FeedKind, problems: Problems): void {
  const checks: Check[] = [];
  const ref = (file: string, table: string, column: string, target: string, targetQuery: string): void => {
    if (!store.has(table)) return;
    checks.push({
      file,
      column,
      reason: { code: 'unknown-reference', target },
      query: `SELECT line, "${column}" AS value FROM s_${table} WHERE "${column}" IS NOT NULL AND "${column}" NOT IN (${targetQuery}) ORDER BY line`,
    });
  };
  const emptyIfMissing = (table: string, column: string): string =>
    store.has(table) ? `SELECT "${column}" FROM s_${table}` : 'SELECT NULL WHERE 0';
  const parts =
    kind === 'full'
      ? emptyIfMissing('parts', 'number')
      : `${emptyIfMissing('parts', 'number')} UNION ALL SELECT sku FROM shop_products WHERE product_type = 'SimpleProduct'`;
  const partsTarget = kind === 'full' ? 'parts.csv' : 'parts.csv / the shop';
  // a full feed with vehicles: boards and board parts name its series, models, engines and equipment (else the shop's)
  const vehicles = kind === 'full' && hasVehicles(store.present);
  const vehicleTarget = (file: string, shop: string, table: string) =>
    vehicles
      ? { target: file, query: `SELECT code FROM s_${table}` }
      : { target: `the shop's ${shop}`, query: `SELECT code FROM shop_${table}` };
  const series = vehicleTarget('series.csv', 'series', 'series');
  const engines = vehicleTarget('engines.csv', 'engines', 'engines');
  const equipment = vehicleTarget('equipment.csv', 'equipment', 'equipment');
  if (kind === 'full') {
    ref('categories.csv', 'categories', 'parent', 'categories.csv', emptyIfMissing('categories', 'key'));
    ref('categories.csv', 'categories', 'picture', 'pictures.csv', emptyIfMissing('pictures', 'key'));
    ref('parts.csv', 'parts', 'picture', 'pictures.csv', emptyIfMissing('pictures', 'key'));
    ref('pictures.csv', 'pictures', 'file', 'images/', 'SELECT name FROM images');
    ref('boards.csv', 'boards', 'diagram_file', 'images/', 'SELECT name FROM images');
    ref('boards.csv', 'boards', 'category', 'categories.csv', emptyIfMissing('categories', 'key'));
    ref('boards.csv', 'boards', 'serie', series.target, series.query);
    ref('part_attributes.csv', 'part_attributes', 'number', 'parts.csv', parts);
    ref('board_parts.csv', 'board_parts', 'board', 'boards.csv', emptyIfMissing('boards', 'number'));
    ref('board_parts.csv', 'board_parts', 'part', 'parts.csv', parts);
    ref('board_parts.csv', 'board_parts', 'engine', engines.target, engines.query);
    ref('board_parts.csv', 'board_parts', 'equipment', equipment.target, equipment.query);
    ref('hotspots.csv', 'hotspots', 'board', 'boards.csv', emptyIfMissing('boards', 'number'));
    ref('part_links.csv', 'part_links', 'part', 'parts.csv', parts);
    ref('part_links.csv', 'part_links', 'linked_part', 'parts.csv', parts);
    ref('supersessions.csv', 'supersessions', 'part', 'parts.csv', parts);
    ref('supersessions.csv', 'supersessions', 'replacement', 'parts.csv', parts);
    if (store.has('board_parts') && store.has('boards')) {
      checks.push({
        file: 'board_parts.csv',
        column: 'model',
        reason: { code: 'unknown-reference', target: vehicles ? "models.csv (of the board's series)" : "the models of the board's series" },
        query: `SELECT bp.line, bp.model AS value FROM s_board_parts bp JOIN s_boards b ON b.number = bp.board
          WHERE bp.model IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${vehicles ? 's_models' : 'shop_models'} m WHERE m.serie = b.serie AND m.code = bp.model)
          ORDER BY bp.line`,
      });
    }
    if (store.has('boards') && store.has('parts')) {
      checks.push({
        file: 'boards.csv',
        column: 'number',
        reason: { code: 'duplicate', firstLine: 0 },
        query: 'SELECT b.line, b.number AS value FROM s_boards b JOIN s_parts p ON p.number = b.number ORDER BY b.line',
      });
    }
    if (store.has('boards') && store.has('categories')) {
      checks.push({
        file: 'boards.csv',
        column: 'category',
        reason: { code: 'category-not-leaf' },
        query:
          'SELECT b.line, b.category AS value FROM s_boards b WHERE EXISTS (SELECT 1 FROM s_categories c WHERE c.parent = b.category) ORDER BY b.line',
      });
    }
    if (store.has('part_attributes')) {
      checks.push({
        file: 'part_attributes.csv',
        column: 'name_en',
        reason: { code: 'reserved-attribute' },
        query: `SELECT line, name_en AS value FROM s_part_attributes WHERE name_en = 'Quantity' ORDER BY line`,
      });
    }
    if (store.has('supersessions')) {
      checks.push({
        file: 'supersessions.csv',
        column: 'replacement',
        reason: { code: 'self-reference' },
        query: 'SELECT line, part AS value FROM s_supersessions WHERE part = replacement ORDER BY line',
      });
      checks.push({
        file: 'supersessions.csv',
        column: 'part',
        reason: { code: 'cycle' },
        query: cycleQuery('supersessions', 'part', 'replacement'),
      });
    }
    if (store.has('categories')) {
      checks.push({
        file: 'categories.csv',
        column: 'key',
        reason: { code: 'self-reference' },
        query: 'SELECT line, key AS value FROM s_categories WHERE parent = key ORDER BY line',
      });
      checks.push({ file: 'categories.csv', column: 'key', reason: { code: 'cycle' }, query: cycleQuery('categories', 'key', 'parent') });
    }
  } else {
    ref('withdrawn.csv', 'withdrawn', 'number', partsTarget, parts);
    ref('withdrawn.csv', 'withdrawn', 'replacement', partsTarget, parts);
    ref('parts.csv', 'parts', 'picture', 'pictures.csv', 'SELECT NULL WHERE 0');
    ref(
      'board_diagrams.csv',
      'board_diagrams',
      'board',
      "the shop's boards",
      "SELECT sku FROM shop_products WHERE product_type = 'GroupedProduct'",
    );
    ref('board_diagrams.csv', 'board_diagrams', 'file', 'images/', 'SELECT name FROM images');
    ref('hotspots.csv', 'hotspots', 'board', "the shop's boards", "SELECT sku FROM shop_products WHERE product_type = 'GroupedProduct'");
    ref('part_pictures.csv', 'part_pictures', 'number', partsTarget, parts);
    ref('part_pictures.csv', 'part_pictures', 'file', 'images/', 'SELECT name FROM images');
  }
  // a full feed's hotspots and a delta's (which replace the hotspots of the boards they name)
  if (store.has('hotspots')) {
    checks.push({
      file: 'hotspots.csv',
      column: 'x1,y1,x2,y2',
      reason: { code: 'outside-box', width: BOX.width, height: BOX.height },
      query: `SELECT line, x1 || ',' || y1 || ',' || x2 || ',' || y2 AS value FROM s_hotspots
        WHERE NOT (x1 >= 0 AND x1 < x2 AND x2 <= ${BOX.width} AND y1 >= 0 AND y1 < y2 AND y2 <= ${BOX.height}) ORDER BY line`,
    });
  }
  ref('prices.csv', 'prices', 'number', partsTarget, parts);
  ref('stock.csv', 'stock', 'number', partsTarget, parts);
  // a full feed's warehouses.csv adds warehouses (none is removed: dealers' branches and pickup points point at them)
  const warehouses = 'SELECT id FROM shop_warehouses UNION ALL SELECT number FROM s_warehouses';
  const warehousesTarget = kind === 'full' ? "warehouses.csv / the shop's warehouses" : "the shop's warehouses";
  ref('warehouses.csv', 'warehouses', 'country', "the shop's countries (ISO codes)", 'SELECT code FROM shop_countries');
  ref('stock.csv', 'stock', 'warehouse', warehousesTarget, warehouses);
  ref('lead_times.csv', 'lead_times', 'warehouse', warehousesTarget, warehouses);
  ref('lead_times.csv', 'lead_times', 'branch', warehousesTarget, warehouses);
  if (store.has('prices')) {
    // the net price, when given, is the gross without VAT to the grosz
    for (const row of store.all<{ line: number; price_gross: number; price_net: number }>(
      'SELECT line, price_gross, price_net FROM s_prices WHERE price_net IS NOT NULL ORDER BY line',
    )) {
      const expected = Math.round((row.price_gross * 100 * 100) / 123) / 100;
      if (Math.abs(expected - row.price_net) > 0.005)
        problems.add({
          file: 'prices.csv',
          line: row.line,
          column: 'price_net',
          value: String(row.price_net),
          reason: { code: 'net-price', expected: expected.toFixed(2) },
        });
    }
  }
  if (kind === 'full') checks.push(...vehicleChecks(store));
  for (const check of checks) {
    for (const row of store.all<{ line: number; value: unknown; first?: number }>(`${check.query} LIMIT ${MAX_LISTED_PROBLEMS}`)) {
      const reason: Reason =
        check.reason.code === 'duplicate'
          ? {
              code: 'duplicate',
              firstLine: row.first ?? store.all<{ line: number }>('SELECT line FROM s_parts WHERE number = ?', [row.value])[0]?.line ?? 0,
            }
          : check.reason;
      problems.add({ file: check.file, line: row.line, column: check.column, value: String(row.value), reason });
    }
  }
}

/** Rows whose chain of `from -> to` comes back to them (followed at most 64 steps). */
function cycleQuery(table: string, from: string, to: string): string {
  return `WITH RECURSIVE walk(start, node, depth) AS (
      SELECT "${from}", "${to}", 1 FROM s_${table} WHERE "${to}" IS NOT NULL AND "${to}" <> "${from}"
      UNION SELECT w.start, s."${to}", w.depth + 1 FROM walk w JOIN s_${table} s ON s."${from}" = w.node
        WHERE w.depth < 64 AND w.node <> w.start AND s."${to}" IS NOT NULL)
    SELECT MIN(t.line) AS line, t."${from}" AS value FROM s_${table} t WHERE t."${from}" IN (SELECT start FROM walk WHERE node = start)
    GROUP BY t."${from}" ORDER BY line`;
}
