import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { isPostgres, type MigrationDb } from './migrations/dialect';
import { migrations } from './migrations/index';

/** Kysely's bookkeeping: the migrations applied (name, timestamp) and its lock row. */
export const MIGRATION_TABLE = 'kysely_migration';
export const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';

/**
 * The runner before Kysely's Migrator (up to version 1.9): its table, `migrations`, has one row
 * per migration id (1..15), which are the files 001..015 here; on PostgreSQL it held an advisory
 * lock of this number, held here too, so that an old and a new instance starting together wait
 * for each other.
 */
const LEGACY = { table: 'migrations', lock: 7_246_115 } as const;

const migrator = (db: MigrationDb): Migrator =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  });

/** The database as the migrations see it: any table, any column (see migrations/dialect.ts). */
const asMigrationDb = <DB>(db: Kysely<DB>): MigrationDb => db as unknown as MigrationDb;

async function legacyTableExists(db: MigrationDb): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? // a query of pg_tables, not to_regclass: after waiting for the lock this must see another
      // instance's DROP, which a statement's snapshot does and the catalog cache of this session may not yet
      await sql<{
        found: string | null;
      }>`SELECT tablename AS found FROM pg_catalog.pg_tables WHERE schemaname = current_schema() AND tablename = ${LEGACY.table}`.execute(
        db,
      )
    : await sql<{ found: string | null }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = ${LEGACY.table}`.execute(
        db,
      );
  return rows[0]?.found != null;
}

/**
 * A database the old runner migrated: its applied migrations are recorded as applied in Kysely's
 * table (same names as the files, the time they were applied kept) and the old table is dropped,
 * in one transaction. Nothing else changes: the schema those migrations made is the one these
 * files make. A no-op on a new database and on one adopted before.
 */
async function adoptLegacyBookkeeping(db: MigrationDb): Promise<void> {
  if (!(await legacyTableExists(db))) return;
  const names = Object.keys(migrations);
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${LEGACY.lock})`.execute(trx);
    // another instance may have adopted it while this one waited for the lock
    if (!(await legacyTableExists(trx))) return;
    const applied = await trx.selectFrom(LEGACY.table).select(['id', 'applied_at']).orderBy('id').execute();
    const rows = applied.map(({ id, applied_at }) => {
      const name = names.find((candidate) => Number(candidate.slice(0, 3)) === Number(id));
      if (!name)
        throw new Error(
          `migrate: the database records migration ${String(id)}, which this version does not know (a newer version made it)`,
        );
      return { name, timestamp: String(applied_at) };
    });
    // Kysely's table as its Migrator makes it (which does so only when it finds none)
    await trx.schema
      .createTable(MIGRATION_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    const known = new Set((await trx.selectFrom(MIGRATION_TABLE).select('name').execute()).map((row) => row.name));
    const missing = rows.filter((row) => !known.has(row.name));
    if (missing.length > 0) await trx.insertInto(MIGRATION_TABLE).values(missing).execute();
    await trx.schema.dropTable(LEGACY.table).execute();
  });
}

const failure = (result: MigrationResultSet): Error => {
  const failed = result.results?.find((migration) => migration.status === 'Error');
  const cause = result.error instanceof Error ? result.error : new Error(String(result.error));
  return new Error(`migrate: ${failed ? `migration ${failed.migrationName} failed` : 'migrating failed'}: ${cause.message}`, { cause });
};

/**
 * Applies the migrations the database lacks, in one transaction (both databases change their
 * schema transactionally). On PostgreSQL Kysely's Migrator holds an advisory lock for that
 * transaction, so instances starting together apply each migration once: the others wait, then
 * find nothing left to do.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const target = asMigrationDb(db);
  await adoptLegacyBookkeeping(target);
  const result = await migrator(target).migrateToLatest();
  if (result.error !== undefined) throw failure(result);
}

/** Undoes, by their down steps, the migrations after `name` (which stays applied), or all of them with 'none' (tests, a developer's database). */
export async function migrateDownTo<DB>(db: Kysely<DB>, name: string | 'none'): Promise<void> {
  const result = await migrator(asMigrationDb(db)).migrateTo(name === 'none' ? NO_MIGRATIONS : name);
  if (result.error !== undefined) throw failure(result);
}

/**
 * The migrations of this version the database has not applied, by name, as Kysely's Migrator sees
 * them (its table against the files of migrations/): empty when the schema is this version's.
 * Reads only: a database without the Migrator's table lacks them all.
 */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const known = await migrator(asMigrationDb(db)).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
