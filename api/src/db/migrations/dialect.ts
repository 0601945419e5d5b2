import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type ColumnDataType,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
} from 'kysely';

/** A column's type as the schema builder takes it (Kysely does not export its own name for it). */
type DataTypeExpression = ColumnDataType | Expression<unknown>;

/*
 * What the two databases spell differently, for the migrations in this folder: everything else
 * is Kysely's schema builder, the same text on both. A migration sees any table and column
 * (not schema.ts's Database): it runs against the schema as it was at its own point in history,
 * not as the code describes it today.
 */

export type MigrationDb = Kysely<Record<string, Record<string, unknown>>>;

export const isPostgres = (db: MigrationDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Floating point (money, rates, capacities): REAL on SQLite, double precision on PostgreSQL. */
export const real = (db: MigrationDb): DataTypeExpression => (isPostgres(db) ? 'double precision' : 'real');

/** Epoch milliseconds: INTEGER is 64-bit on SQLite; PostgreSQL needs bigint. */
export const epochMs = (db: MigrationDb): DataTypeExpression => (isPostgres(db) ? 'bigint' : 'integer');

/** Case-insensitive text (e-mail, SKU, VIN, page names): TEXT COLLATE NOCASE on SQLite, citext on PostgreSQL. */
export const nocaseText = (db: MigrationDb): DataTypeExpression => (isPostgres(db) ? sql`citext` : 'text');

/** The COLLATE NOCASE that goes with nocaseText on SQLite (citext needs none). */
export const nocase =
  (db: MigrationDb) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isPostgres(db) ? column : column.modifyEnd(sql`COLLATE NOCASE`);

/**
 * An integer key the database numbers: SQLite's INTEGER PRIMARY KEY (the rowid), on PostgreSQL
 * an identity column (by default, so that the seed may give its own ids).
 */
export const serial =
  (db: MigrationDb) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    isPostgres(db) ? column.generatedByDefaultAsIdentity().primaryKey() : column.primaryKey();

/** SQLite's WITHOUT ROWID for a table keyed by its primary key alone (PostgreSQL has no rowid). */
export const withoutRowid =
  (db: MigrationDb) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
    isPostgres(db) ? table : table.modifyEnd(sql`without rowid`);

/** A composite primary key, named as PostgreSQL names an unnamed one (<table>_pkey). */
export const primaryKey =
  <T extends string, C extends string>(table: T, columns: C[]) =>
  (builder: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
    builder.addPrimaryKeyConstraint(`${table}_pkey`, columns);

/** Drops tables, the last made first. */
export async function dropTables(db: MigrationDb, tables: readonly string[]): Promise<void> {
  for (const table of [...tables].reverse()) await db.schema.dropTable(table).execute();
}
