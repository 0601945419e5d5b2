import { sql } from 'kysely';
import { dialectOf, type Executor } from '../db/database';
import type { Database } from '../db/schema';

export type SeedValue = string | number | null;
export type SeedRow = Record<string, SeedValue>;
type Table = keyof Database & string;

/**
 * The order the demo tables are written in: every table after the tables it refers to. The seed
 * buffers its rows and writes each table in multi-row INSERTs (a few hundred rows a statement),
 * which is what makes the large demo data quick on PostgreSQL too.
 */
const TABLE_ORDER: readonly Table[] = [
  'languages',
  'currencies',
  'stores',
  'store_config',
  'countries',
  'state_provinces',
  'warehouses',
  'delivery_lead_times',
  'topics',
  'slides',
  'pictures',
  'brands',
  'catalogs',
  'vehicle_types',
  'series',
  'bodies',
  'models',
  'engines',
  'versions',
  'steerings',
  'transmissions',
  'vehicle_variants',
  'equipment',
  'model_equipment',
  'vehicles',
  'vehicle_equipment',
  'technical_campaigns',
  'categories',
  'diagrams',
  'hotspots',
  'products',
  'product_attributes',
  'product_links',
  'board_parts',
  'warehouse_stock',
  'shipping_methods',
  'shipping_method_countries',
  'payment_methods',
  'payment_method_shipments',
  'payment_method_countries',
  'pickup_points',
];

/** Both databases take this many bound values in one statement (SQLite 32,766, PostgreSQL 65,535). */
const VALUES_PER_STATEMENT = 30_000;
const ROWS_PER_STATEMENT = 500;

/** Rows the demo seed writes, buffered per table; ids are given here so that rows can refer to rows not yet written. */
export class SeedRows {
  private readonly tables = new Map<Table, SeedRow[]>();
  private readonly lastIds = new Map<Table, number>();
  private buffered = 0;
  /** The most rows held at once (between two writes): the seed's memory. */
  peakBuffered = 0;

  /** The next id of a table whose rows get their ids here. */
  nextId(table: Table): number {
    const id = (this.lastIds.get(table) ?? 0) + 1;
    this.lastIds.set(table, id);
    return id;
  }

  add(table: Table, row: SeedRow): void {
    let rows = this.tables.get(table);
    if (!rows) {
      if (!TABLE_ORDER.includes(table)) throw new Error(`demo data: ${table} is not in the seed's table order`);
      rows = [];
      this.tables.set(table, rows);
    }
    rows.push(row);
    this.buffered++;
    this.peakBuffered = Math.max(this.peakBuffered, this.buffered);
  }

  addAll(table: Table, rows: readonly SeedRow[]): void {
    for (const row of rows) this.add(table, row);
  }

  /**
   * Writes every buffered row (the caller runs it in a transaction), then empties the buffers. A
   * table's rows keep the order they were added in across writes, so writing often (after each
   * serie) gives the same database as writing once; `finish` after the last write.
   */
  async write(db: Executor): Promise<void> {
    for (const table of TABLE_ORDER) {
      const rows = this.tables.get(table);
      if (!rows || rows.length === 0) continue;
      const columns = Object.keys(rows[0] ?? {});
      const perStatement = Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(VALUES_PER_STATEMENT / columns.length)));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        const values = chunk.map((row) => sql`(${sql.join(columns.map((column) => row[column] ?? null))})`);
        // the same link or optional equipment twice is written once
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) VALUES ${sql.join(values)}
          ON CONFLICT DO NOTHING`.execute(db);
      }
    }
    this.tables.clear();
    this.buffered = 0;
  }

  /** After the last write: PostgreSQL's identity columns continue after the ids written here. */
  async finish(db: Executor): Promise<void> {
    if (dialectOf(db) === 'postgres') await restartIdentities(db);
  }
}

/** PostgreSQL identity columns continue after the largest id written (rows the seed gave explicit ids). */
async function restartIdentities(db: Executor): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), COALESCE((SELECT MAX(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
