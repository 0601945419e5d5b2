import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/**
 * The vehicle catalogue joins the reference data an API instance may keep in memory on PostgreSQL
 * (db/reference-cache.ts): the series, models, engines and variants (where-used's fits are read
 * from their groups kept in memory). Any write of them (a feed's import, an operator's) notifies
 * migration 024's channel within its own transaction, so every instance drops what it kept when
 * the write commits. SQLite: nothing (nothing is kept there).
 */
const TABLES = ['series', 'models', 'engines', 'vehicle_variants'];

export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed()`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(db);
}
