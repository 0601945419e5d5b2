import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { isPostgres, type MigrationDb } from './migrations/dialect';
import { migrations } from './migrations/index';

/** Kysely's bookkeeping: the migrations applied (name, timestamp) and its lock row. */
export const MIGRATION_TABLE = 'kysely_migration';
export const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';

/**
 * The bookkeeping of the runner before Kysely's Migrator (up to version 1.9): `migrations` with
 * one row per migration id (1..15), which are the files 001..015 here.
 */
const LEGACY_TABLE = 'migrations';
/** The advisory lock the old runner held on PostgreSQL: an old and a new instance starting together wait for each other. */
const LEGACY_LOCK = 7_246_115;

const migrator = (db: MigrationDb): Migrator =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableName: MIGRATION_TABLE, migrationLockTableName: MIGRATION_LOCK_TABLE });

/** The database as the migrations see it: any table, any column (see migrations/dialect.ts). */
const asMigrationDb = <DB>(db: Kysely<DB>): MigrationDb => db as unknown as MigrationDb;

async function legacyTableExists(db: MigrationDb): Promise<boolean> {
  const { rows } = isPostgres(db)
    ? await sql<{ found: string | null }>`SELECT to_regclass(${LEGACY_TABLE})::text AS found`.execute(db)
    : await sql<{ found: string | null }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = ${LEGACY_TABLE}`.execute(db);
  return rows[0]?.found != null;
}

/**
 * A database the old runner migrated: its applied migrations are recorded as applied in Kysely's
 * table (same names as the files, the time they were applied kept) and the old table is dropped,
 * in one transaction. Nothing else changes: the schema those migrations made is the one these
 * files make. A no-op on a new database and on one adopted before.
 */
async function adoptLegacyBookkeeping(db: MigrationDb, kysely: Migrator): Promise<void> {
  if (!(await legacyTableExists(db))) return;
  // makes Kysely's tables when missing (as migrateToLatest would)
  await kysely.getMigrations();
  const names = Object.keys(migrations);
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(${LEGACY_LOCK})`.execute(trx);
    // another instance may have adopted it while this one waited for the lock
    if (!(await legacyTableExists(trx))) return;
    const applied = await trx.selectFrom(LEGACY_TABLE).select(['id', 'applied_at']).orderBy('id').execute();
    const rows = applied.map(({ id, applied_at }) => {
      const name = names.find((candidate) => Number(candidate.slice(0, 3)) === Number(id));
      if (!name) throw new Error(`migrate: the database records migration ${String(id)}, which this version does not know (a newer version made it)`);
      return { name, timestamp: String(applied_at) };
    });
    const known = new Set((await trx.selectFrom(MIGRATION_TABLE).select('name').execute()).map((row) => row.name));
    const missing = rows.filter((row) => !known.has(row.name));
    if (missing.length > 0) await trx.insertInto(MIGRATION_TABLE).values(missing).execute();
    await trx.schema.dropTable(LEGACY_TABLE).execute();
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
  const kysely = migrator(target);
  await adoptLegacyBookkeeping(target, kysely);
  const result = await kysely.migrateToLatest();
  if (result.error !== undefined) throw failure(result);
}

/** Undoes the migrations down to (not including) `name`, or all of them with 'none' (tests, a developer's database). */
export async function migrateDownTo<DB>(db: Kysely<DB>, name: string | 'none'): Promise<void> {
  const result = await migrator(asMigrationDb(db)).migrateTo(name === 'none' ? NO_MIGRATIONS : name);
  if (result.error !== undefined) throw failure(result);
}
