import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/** The channel every write of the reference data notifies (db/reference-cache.ts listens on it). */
const CHANNEL = 'parts_reference_changed';

/**
 * The reference data each API instance may keep in memory (db/reference-cache.ts): the store, its
 * settings and content pages, the lists of countries, states, currencies, languages and
 * warehouses, the shipping and payment methods and the pickup points.
 */
const TABLES = [
  'stores',
  'store_config',
  'topics',
  'slides',
  'languages',
  'currencies',
  'countries',
  'state_provinces',
  'warehouses',
  'shipping_methods',
  'shipping_method_countries',
  'payment_methods',
  'payment_method_countries',
  'payment_method_shipments',
  'pickup_points',
];

/**
 * PostgreSQL: any write of the reference data (the API's, an operator's, a migration's) notifies
 * the channel within its own transaction, so every instance hears it when the write commits and
 * drops what it kept. SQLite: nothing; the API keeps no reference data in memory there (a read
 * of the file costs microseconds).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION notify_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CHANNEL)}, TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed()`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_changed`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION notify_reference_changed()`.execute(db);
}
