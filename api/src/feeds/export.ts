import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { feedHeader } from './format';

/** Rows read from the shop per query: the exporter's memory does not grow with the catalogue. */
const PAGE = 5000;

type Value = string | number | null | undefined;

/** A CSV value (`;` separated): quoted when it holds the separator, a quote or a line break. */
function cell(value: Value): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const month = (yyyymm: number): string => `${Math.floor(yyyymm / 100)}-${String(yyyymm % 100).padStart(2, '0')}`;

/** Which rows a page holds: the keys of `table` after the last page's, at most PAGE of them. */
interface Window {
  table: string;
  key: string;
  where?: string;
}

/**
 * Writes one CSV file of the feed, a window of keys at a time (`query(after, upto)` selects the
 * rows of the keys in `(after, upto]`); without a window, in one query (small tables).
 */
async function writeCsv<R>(
  db: Executor,
  path: string,
  header: readonly string[],
  window: Window | undefined,
  query: (after: number, upto: number) => string,
  line: (row: R) => Value[],
): Promise<number> {
  const out = createWriteStream(path);
  out.write(`${header.join(';')}\n`);
  let count = 0;
  const write = async (rows: R[]) => {
    for (const row of rows) if (!out.write(`${line(row).map(cell).join(';')}\n`)) await once(out, 'drain');
    count += rows.length;
  };
  if (!window) await write((await sql<R>`${sql.raw(query(0, 0))}`.execute(db)).rows);
  else {
    for (let after = -1; ;) {
      const bound = (
        await sql<{ upto: number | null }>`${sql.raw(`SELECT MAX(k) AS upto FROM (SELECT ${window.key} AS k FROM ${window.table}
          WHERE ${window.key} > ${after}${window.where ? ` AND ${window.where}` : ''} ORDER BY ${window.key} LIMIT ${PAGE}) t`)}`.execute(
          db,
        )
      ).rows[0]?.upto;
      if (bound === null || bound === undefined) break;
      const upto = Number(bound);
      await write((await sql<R>`${sql.raw(query(after, upto))}`.execute(db)).rows);
      after = upto;
    }
  }
  out.end();
  await once(out, 'finish');
  return count;
}

/** A stored image's file name in the feed (`f` joined on its hash): its hash and type, as the shop serves it. */
const IMAGE_FILE = `CASE WHEN f.hash IS NOT NULL THEN f.hash || CASE WHEN f.content_type = 'image/png' THEN '.png' ELSE '.svg' END END`;

/** Writes the image files that a diagram or picture names into `dir`, one at a time (each read whole, at most MAX_IMAGE_BYTES). */
async function writeImages(db: Executor, dir: string): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (let after = ''; ;) {
    const image = await db
      .selectFrom('feed_images')
      .select(['hash', 'content_type', 'bytes'])
      .where('hash', '>', after)
      .where((eb) =>
        eb.or([
          eb('hash', 'in', eb.selectFrom('diagrams').select('image_hash').where('image_hash', 'is not', null)),
          eb('hash', 'in', eb.selectFrom('pictures').select('image_hash').where('image_hash', 'is not', null)),
        ]),
      )
      .orderBy('hash')
      .limit(1)
      .executeTakeFirst();
    if (!image) return count;
    await writeFile(join(dir, `${image.hash}${image.content_type === 'image/png' ? '.png' : '.svg'}`), image.bytes);
    count += 1;
    after = image.hash;
  }
}

/**
 * Writes the shop's catalogue as a full feed (docs/feeds.md) into `dir`: pictures, categories,
 * parts with their attributes, boards with their parts and hotspots, links, supersessions, prices,
 * stock, warehouses, lead times and the vehicle catalogue, and the diagram and picture files in
 * `images/` (named by their hash). Pictures, categories and diagrams are
 * written in the order of their ids (a full import numbers them in the feed's order: the same ids
 * again). Content pages are not written (the shop keeps them as HTML; the format's are plain
 * text). Read page by page: memory stays flat whatever the size.
 */
export async function exportFeed(db: Executor, dir: string, version = 'shop-export'): Promise<Record<string, number>> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    `${JSON.stringify({ format: 1, kind: 'full', created: new Date().toISOString(), version, decimal: '.' }, null, 2)}\n`,
  );
  const counts: Record<string, number> = {};
  const csv = <R>(
    file: string,
    window: Window | undefined,
    query: (after: number, upto: number) => string,
    line: (row: R) => Value[],
    leftOut: readonly string[] = [],
  ): Promise<void> =>
    writeCsv(db, join(dir, file), feedHeader(file, leftOut), window, query, line).then((n) => {
      counts[file] = n;
    });
  type Row = Record<string, Value>;
  const ids = (table: string, where?: string): Window => ({ table, key: 'id', ...(where && { where }) });
  const parts = ids('products', "product_type = 'SimpleProduct'");
  const boards = ids('products', "product_type = 'GroupedProduct'");
  const v = (row: Row, column: string): Value => row[column];
  const cols =
    (...names: string[]) =>
    (row: Row) =>
      names.map((name) => v(row, name));

  const range = (key: string, after: number, upto: number) => `${key} > ${after} AND ${key} <= ${upto}`;
  counts.images = await writeImages(db, join(dir, 'images'));
  await csv<Row>(
    'pictures.csv',
    ids('pictures'),
    (a, u) => `SELECT 'P' || p.id AS k, p.title, p.title_pl, p.shape, ${IMAGE_FILE} AS file
      FROM pictures p LEFT JOIN feed_images f ON f.hash = p.image_hash WHERE ${range('p.id', a, u)} ORDER BY p.id`,
    cols('k', 'title', 'title_pl', 'shape', 'file'),
  );
  await csv<Row>(
    'categories.csv',
    ids('categories'),
    (a, u) => `SELECT 'C' || id AS k, CASE WHEN parent_id > 0 THEN 'C' || parent_id END AS parent, category, name, name_pl,
        CASE WHEN picture_id IS NOT NULL THEN 'P' || picture_id END AS picture, display_order
      FROM categories WHERE ${range('id', a, u)} ORDER BY id`,
    cols('k', 'parent', 'category', 'name', 'name_pl', 'picture', 'display_order'),
  );
  await csv<Row>(
    'parts.csv',
    parts,
    (a, u) => `SELECT p.id, p.sku, p.name, p.name_pl, p.full_description, p.full_description_pl,
        COALESCE((SELECT a.value FROM product_attributes a WHERE a.product_id = p.id AND a.name = 'Quantity'), '1') AS quantity,
        CASE WHEN p.picture_id IS NOT NULL THEN 'P' || p.picture_id END AS picture
      FROM products p WHERE p.product_type = 'SimpleProduct' AND ${range('p.id', a, u)} ORDER BY p.id`,
    (row) => [row.sku, row.name, row.name_pl, row.full_description || null, row.full_description_pl, row.quantity, row.picture, row.id],
  );
  await csv<Row>(
    'part_attributes.csv',
    parts,
    (a, u) => `SELECT p.sku, x.name, x.name_pl, x.value, x.value_pl, x.display_order
      FROM products p JOIN product_attributes x ON x.product_id = p.id
      WHERE x.name <> 'Quantity' AND p.product_type = 'SimpleProduct' AND ${range('p.id', a, u)} ORDER BY p.id, x.display_order, x.name`,
    cols('sku', 'name', 'name_pl', 'value', 'value_pl', 'display_order'),
  );
  // boards in the order of their diagrams (a full import numbers diagrams in the boards' order)
  await csv<Row>(
    'boards.csv',
    ids('diagrams'),
    (a, u) => `SELECT p.id, p.sku, 'C' || p.category_id AS category, p.serie_code, p.name, p.name_pl, p.full_description,
        p.full_description_pl, d.title, d.title_pl, ${IMAGE_FILE} AS file, p.retrofit
      FROM products p JOIN diagrams d ON d.id = p.diagram_id LEFT JOIN feed_images f ON f.hash = d.image_hash
      WHERE p.product_type = 'GroupedProduct' AND ${range('d.id', a, u)} ORDER BY d.id`,
    (row) => [
      row.sku,
      row.category,
      row.serie_code,
      row.name,
      row.name_pl,
      row.full_description || null,
      row.full_description_pl,
      row.title,
      row.title_pl,
      row.file,
      row.retrofit,
      row.id,
    ],
  );
  await csv<Row>(
    'board_parts.csv',
    boards,
    (a, u) => `SELECT b.sku AS board, bp.position, p.sku AS part, bp.quantity, bp.comment_before, bp.comment_before_pl,
        bp.comment_after, bp.comment_after_pl, m.code AS model, e.code AS engine, q.code AS equipment, bp.equipment_required, bp.display_order
      FROM board_parts bp JOIN products b ON b.id = bp.board_id JOIN products p ON p.id = bp.product_id
        LEFT JOIN models m ON m.id = bp.model_id LEFT JOIN engines e ON e.id = bp.engine_id LEFT JOIN equipment q ON q.id = bp.equipment_id
      WHERE ${range('bp.board_id', a, u)} ORDER BY b.id, bp.display_order, bp.position, p.sku`,
    cols(
      'board',
      'position',
      'part',
      'quantity',
      'comment_before',
      'comment_before_pl',
      'comment_after',
      'comment_after_pl',
      'model',
      'engine',
      'equipment',
      'equipment_required',
      'display_order',
    ),
  );
  await csv<Row>(
    'hotspots.csv',
    ids('diagrams'),
    (a, u) => `SELECT b.sku, h.position, h.x1, h.y1, h.x2, h.y2
      FROM hotspots h JOIN products b ON b.diagram_id = h.diagram_id AND b.product_type = 'GroupedProduct'
      WHERE ${range('h.diagram_id', a, u)} ORDER BY h.diagram_id, h.position`,
    cols('sku', 'position', 'x1', 'y1', 'x2', 'y2'),
  );
  await csv<Row>(
    'part_links.csv',
    ids('products'),
    (a, u) => `SELECT p.sku, l.kind, lp.sku AS linked, l.quantity
      FROM product_links l JOIN products p ON p.id = l.product_id JOIN products lp ON lp.id = l.linked_product_id
      WHERE ${range('l.product_id', a, u)} ORDER BY p.id, l.kind, lp.sku`,
    cols('sku', 'kind', 'linked', 'quantity'),
  );
  await csv<Row>(
    'supersessions.csv',
    ids('products'),
    (a, u) => `SELECT p.sku, r.sku AS replacement, s.quantity, s.display_order
      FROM product_supersessions s JOIN products p ON p.id = s.product_id JOIN products r ON r.id = s.replacement_id
      WHERE ${range('s.product_id', a, u)} ORDER BY p.id, s.display_order, r.sku`,
    cols('sku', 'replacement', 'quantity', 'display_order'),
  );
  await csv<Row>(
    'prices.csv',
    parts,
    (a, u) => `SELECT sku, price FROM products WHERE product_type = 'SimpleProduct' AND price > 0 AND ${range('id', a, u)} ORDER BY id`,
    cols('sku', 'price'),
    // the shop keeps gross prices only
    ['price_net'],
  );
  await csv<Row>(
    'stock.csv',
    ids('products'),
    (a, u) => `SELECT p.sku, s.warehouse_id, s.quantity FROM warehouse_stock s JOIN products p ON p.id = s.product_id
      WHERE ${range('s.product_id', a, u)} ORDER BY p.id, s.warehouse_id`,
    cols('sku', 'warehouse_id', 'quantity'),
  );
  await csv<Row>(
    'warehouses.csv',
    undefined,
    () => `SELECT w.id, w.name, w.name_pl, w.is_branch_office, w.address1, w.city, w.zip_postal_code,
        c.two_letter_iso_code AS country, w.phone_number, w.email, w.url
      FROM warehouses w JOIN countries c ON c.id = w.country_id ORDER BY w.id`,
    cols('id', 'name', 'name_pl', 'is_branch_office', 'address1', 'city', 'zip_postal_code', 'country', 'phone_number', 'email', 'url'),
  );
  await csv<Row>(
    'lead_times.csv',
    undefined,
    () => 'SELECT warehouse_id, branch_warehouse_id, working_days FROM delivery_lead_times ORDER BY warehouse_id, branch_warehouse_id',
    cols('warehouse_id', 'branch_warehouse_id', 'working_days'),
  );
  // the vehicle catalogue (series: a few thousand at most, in one query)
  await csv<Row>(
    'series.csv',
    undefined,
    () => 'SELECT code, type_id, name, name_pl FROM series ORDER BY code',
    cols('code', 'type_id', 'name', 'name_pl'),
  );
  await csv<Row>(
    'engines.csv',
    ids('engines'),
    (a, u) =>
      `SELECT code, name, name_pl, fuel, fuel_pl, oil_capacity_l, coolant_capacity_l FROM engines WHERE ${range('id', a, u)} ORDER BY id`,
    cols('code', 'name', 'name_pl', 'fuel', 'fuel_pl', 'oil_capacity_l', 'coolant_capacity_l'),
  );
  await csv<Row>(
    'equipment.csv',
    ids('equipment'),
    (a, u) => `SELECT code, name, name_pl, purpose, purpose_pl FROM equipment WHERE ${range('id', a, u)} ORDER BY id`,
    cols('code', 'name', 'name_pl', 'purpose', 'purpose_pl'),
  );
  await csv<Row>(
    'models.csv',
    ids('models'),
    (a, u) => `SELECT serie_code, code, name FROM models WHERE ${range('id', a, u)} ORDER BY id`,
    cols('serie_code', 'code', 'name'),
  );
  await csv<Row>(
    'model_equipment.csv',
    ids('models'),
    (a, u) => `SELECT m.serie_code, m.code, q.code AS equipment FROM model_equipment me JOIN models m ON m.id = me.model_id
        JOIN equipment q ON q.id = me.equipment_id WHERE ${range('me.model_id', a, u)} ORDER BY m.id, q.id`,
    cols('serie_code', 'code', 'equipment'),
  );
  await csv<Row>(
    'variants.csv',
    ids('vehicle_variants'),
    (a, u) => `SELECT 'V' || v.id AS k, v.serie_code, m.code AS model, b.code AS body, e.code AS engine, v.version_code,
        s.code AS steering, t.code AS transmission, v.produced_from, v.produced_to
      FROM vehicle_variants v JOIN models m ON m.id = v.model_id JOIN bodies b ON b.id = v.body_id JOIN engines e ON e.id = v.engine_id
        JOIN steerings s ON s.id = v.steering_id JOIN transmissions t ON t.id = v.transmission_id
      WHERE ${range('v.id', a, u)} ORDER BY v.id`,
    (row) => [
      row.k,
      row.serie_code,
      row.model,
      row.body,
      row.engine,
      row.version_code,
      row.steering,
      row.transmission,
      month(Number(row.produced_from)),
      month(Number(row.produced_to)),
    ],
  );
  await csv<Row>(
    'vehicles.csv',
    ids('vehicles'),
    (a, u) =>
      `SELECT vin, 'V' || variant_id AS variant, production_month, paint_code, upholstery_code FROM vehicles WHERE ${range('id', a, u)} ORDER BY id`,
    (row) => [row.vin, row.variant, month(Number(row.production_month)), row.paint_code, row.upholstery_code],
  );
  await csv<Row>(
    'vehicle_equipment.csv',
    ids('vehicles'),
    (a, u) => `SELECT h.vin, q.code, ve.optional, ve.retrofitted FROM vehicle_equipment ve JOIN vehicles h ON h.id = ve.vehicle_id
        JOIN equipment q ON q.id = ve.equipment_id WHERE ${range('ve.vehicle_id', a, u)} ORDER BY h.id, q.id`,
    cols('vin', 'code', 'optional', 'retrofitted'),
  );
  await csv<Row>(
    'campaigns.csv',
    ids('technical_campaigns'),
    (a, u) => `SELECT h.vin, c.campaign_number, c.description, c.description_pl, c.status, c.status_pl, c.reservations, c.reservations_pl
      FROM technical_campaigns c JOIN vehicles h ON h.id = c.vehicle_id WHERE ${range('c.id', a, u)} ORDER BY c.id`,
    (row) => [
      row.vin,
      row.campaign_number,
      row.description,
      row.description_pl,
      row.status,
      row.status_pl,
      row.reservations || null,
      row.reservations_pl || null,
    ],
  );
  return counts;
}
