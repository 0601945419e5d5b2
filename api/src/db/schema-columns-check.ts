import { sql, type SelectType } from 'kysely';
import { dialectOf, type Executor } from './database';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from './migrate';
import type { Database } from './schema';

/*
 * schema.ts (the Database interface, written by hand) tied to the schema the migrations make:
 * `pnpm --filter @parts/api db:types` writes schema-columns.ts from a migrated database, and that
 * file must satisfy ColumnsOf<Database> below, so a column renamed, added, dropped or made
 * nullable by a migration fails typecheck until schema.ts says the same; test/schema.test.ts
 * fails when schema-columns.ts is not what the migrations make, and compares it with the
 * migrated PostgreSQL database too.
 */

/** A column as both sides can say it: what it reads as, and whether it may be NULL. */
export type ColumnKind = 'number' | 'number | null' | 'string' | 'string | null' | 'Buffer';

type KindOf<T> = [T] extends [Buffer]
  ? 'Buffer'
  : [T] extends [number | null]
    ? null extends T
      ? 'number | null'
      : 'number'
    : null extends T
      ? 'string | null'
      : 'string';

/** Every table of the interface with every column's kind (string unions such as product_type read as string). */
export type ColumnsOf<DB> = { [T in keyof DB]: { [C in keyof DB[T]]-?: KindOf<SelectType<DB[T][C]>> } };

export type SchemaColumns = ColumnsOf<Database>;

/** Tables the migrations make that are not queried through the Database interface. */
const NOT_IN_INTERFACE = [MIGRATION_TABLE, MIGRATION_LOCK_TABLE];
/** SQLite's full-text indexes of part names (migrations 13 and 23) and their shadow tables: searched with raw SQL (data/product-search.ts). */
const SQLITE_FULL_TEXT = /^(product_names|part_name_trigrams)(_|$)/;
/** SQLite's count of the vehicle catalogue's writes (migration 58): read with raw SQL (db/reference-cache.ts). */
const SQLITE_GENERATION = 'vehicle_catalogue_generation';
/**
 * SQLite's implicit rowid, which introspection does not list, where the code reads it: the order
 * of a cart's lines (on PostgreSQL an identity column of that name, migration 6).
 */
const IMPLICIT_ROWID: Record<string, { rowid: ColumnKind }> = { cart_items: { rowid: 'number' } };

const kindOf = (dataType: string, nullable: boolean): ColumnKind => {
  const type = dataType.toLowerCase();
  // a feed's image files (migration 31), never NULL
  if (/blob|bytea/.test(type) && !nullable) return 'Buffer';
  const base = /int|real|double|float|numeric/.test(type) ? 'number' : /text|char|clob/.test(type) ? 'string' : undefined;
  if (!base) throw new Error(`schema columns: no kind for the column type ${dataType}`);
  return nullable ? `${base} | null` : base;
};

/**
 * The primary-key columns of a SQLite table: not null, as on PostgreSQL, though SQLite does not
 * say so (an INTEGER PRIMARY KEY is the rowid, never NULL; a TEXT one would take a NULL, a quirk
 * of rowid tables no code relies on).
 */
async function sqlitePrimaryKey(db: Executor, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** A migrated database's tables and columns (in the order the database lists them), as schema-columns.ts has them. */
export async function introspectColumns(db: Executor): Promise<Record<string, Record<string, ColumnKind>>> {
  const tables = await db.introspection.getTables();
  const sqlite = dialectOf(db) === 'sqlite';
  const columns: Record<string, Record<string, ColumnKind>> = {};
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    if (NOT_IN_INTERFACE.includes(table.name) || SQLITE_FULL_TEXT.test(table.name) || table.name === SQLITE_GENERATION) continue;
    const key = sqlite ? await sqlitePrimaryKey(db, table.name) : new Set<string>();
    columns[table.name] = {
      ...(sqlite && IMPLICIT_ROWID[table.name]),
      ...Object.fromEntries(
        table.columns.map((column) => [column.name, kindOf(column.dataType, column.isNullable && !key.has(column.name))]),
      ),
    };
  }
  return columns;
}

/** The text of schema-columns.ts for a migrated database's columns. */
export function schemaColumnsSource(columns: Record<string, Record<string, ColumnKind>>): string {
  const tables = Object.entries(columns).map(
    ([table, kinds]) =>
      `  ${table}: {\n${Object.entries(kinds)
        .map(([column, kind]) => `    ${column}: '${kind}',`)
        .join('\n')}\n  },`,
  );
  return [
    '// Written by `pnpm --filter @parts/api db:types` (api/scripts/db-types.ts) from a SQLite database',
    '// made by the migrations: do not edit. It must satisfy the Database interface (schema.ts): see',
    '// schema-columns-check.ts.',
    "import type { SchemaColumns } from './schema-columns-check';",
    '',
    'export const schemaColumns = {',
    ...tables,
    '} as const satisfies SchemaColumns;',
    '',
  ].join('\n');
}
