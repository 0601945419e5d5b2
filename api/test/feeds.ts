import { cpSync, createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import yazl from 'yazl';
import type { Executor } from '../src/db/database';

/** The checked-in example feed (docs/feeds.md). */
export const EXAMPLE_FEED = resolve(__dirname, '..', 'feeds', 'example');

/** A copy of the example feed to change, in a new temporary folder. */
export function exampleCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'feed-test-')), 'feed');
  cpSync(EXAMPLE_FEED, dir, { recursive: true });
  return dir;
}

export function editFile(feed: string, file: string, edit: (text: string) => string): void {
  const path = join(feed, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}

/** A delta feed of the given files (manifest added). */
export function deltaFeed(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'feed-delta-'));
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, kind: 'delta', created: '2026-11-28T10:00:00Z', version: 'delta-1' }),
  );
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

/** A zip of entries (name -> content), written to a temporary file. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'feed-zip-')), 'feed.zip');
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  await new Promise<void>((done, fail) => zip.outputStream.pipe(createWriteStream(path)).on('close', done).on('error', fail));
  return path;
}

/** The files of a feed folder as zip entries. */
export function entriesOf(feed: string, names: readonly string[]): Record<string, Buffer> {
  return Object.fromEntries(names.map((name) => [name, readFileSync(join(feed, name))]));
}

export const EXAMPLE_FILES = [
  'manifest.json',
  'pictures.csv',
  'categories.csv',
  'parts.csv',
  'part_attributes.csv',
  'boards.csv',
  'board_parts.csv',
  'hotspots.csv',
  'part_links.csv',
  'supersessions.csv',
  'prices.csv',
  'stock.csv',
  'images/oil-filter.svg',
  'images/oil-filter-s200.svg',
] as const;

/** The catalogue as rows of text: what a test compares before and after an import. */
export async function catalogueSnapshot(db: Executor): Promise<string> {
  const tables = [
    [
      'products',
      'id, sku, name, name_pl, product_type, price, picture_id, category_id, diagram_id, retrofit, serie_code, full_description',
    ],
    ['product_attributes', 'product_id, name, value, display_order'],
    [
      'board_parts',
      'board_id, product_id, position, quantity, model_id, engine_id, equipment_id, equipment_required, comment_before, comment_after',
    ],
    ['hotspots', 'diagram_id, position, x1, y1, x2, y2'],
    ['categories', 'id, parent_id, category, name, name_pl, picture_id'],
    ['pictures', 'id, title, shape, image_hash'],
    ['diagrams', 'id, title, image_hash'],
    ['feed_images', 'hash, content_type'],
    ['product_links', 'product_id, kind, linked_product_id, quantity'],
    ['product_supersessions', 'product_id, replacement_id, quantity'],
    ['warehouse_stock', 'product_id, warehouse_id, quantity'],
  ] as const;
  const parts: string[] = [];
  for (const [table, columns] of tables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT ${sql.raw(columns)} FROM ${sql.table(table)} ORDER BY ${sql.raw(columns)}`.execute(db);
    parts.push(`${table}: ${rows.length}\n${rows.map((row) => JSON.stringify(Object.values(row))).join('\n')}`);
  }
  return parts.join('\n');
}

/** The vehicle catalogue as rows of text (series, models, engines, equipment, variants, vehicles and their equipment). */
export async function vehicleSnapshot(db: Executor): Promise<string> {
  const tables = [
    ['series', 'code, type_id, name, name_pl'],
    ['models', 'id, serie_code, code, name'],
    ['engines', 'id, code, name, name_pl, fuel, fuel_pl, oil_capacity_l, coolant_capacity_l'],
    ['equipment', 'id, code, name, name_pl, purpose, purpose_pl'],
    ['model_equipment', 'model_id, equipment_id'],
    [
      'vehicle_variants',
      'id, serie_code, body_id, model_id, engine_id, version_code, steering_id, transmission_id, produced_from, produced_to',
    ],
    ['vehicles', 'id, vin, vin7, variant_id, production_month, paint_code, upholstery_code'],
    ['vehicle_equipment', 'vehicle_id, equipment_id, optional, retrofitted'],
    ['technical_campaigns', 'id, vehicle_id, campaign_number'],
  ] as const;
  const parts: string[] = [];
  for (const [table, columns] of tables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT ${sql.raw(columns)} FROM ${sql.table(table)} ORDER BY ${sql.raw(columns)}`.execute(db);
    parts.push(`${table}: ${rows.length}\n${rows.map((row) => JSON.stringify(Object.values(row))).join('\n')}`);
  }
  return parts.join('\n');
}
