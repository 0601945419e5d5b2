import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

/** The vehicle catalogue's tables whose every write counts (those of migration 43's notices). */
const TABLES = ['series', 'models', 'engines', 'vehicle_variants'];
const WRITES = ['INSERT', 'UPDATE', 'DELETE'];

/**
 * SQLite: a number every write of the vehicle catalogue raises, in the writing transaction itself
 * (a trigger per table and kind of write), whoever writes (the feed importer is another process):
 * an API instance keeps what it reads of the catalogue in memory with the number it was read at and
 * reads it again once the number has changed (db/reference-cache.ts, VehicleCatalogueCache), as
 * migration 43's notices do on PostgreSQL. PostgreSQL: nothing. A later migration that rebuilds
 * one of these tables (SQLite's table copy) must create its triggers again.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable('vehicle_catalogue_generation')
    .addColumn('generation', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO vehicle_catalogue_generation (generation) VALUES (0)`.execute(db);
  for (const table of TABLES) {
    for (const write of WRITES) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_${write.toLowerCase()}_generation`)} AFTER ${sql.raw(write)} ON ${sql.table(table)}
        BEGIN UPDATE vehicle_catalogue_generation SET generation = generation + 1; END`.execute(db);
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) return;
  for (const table of TABLES) {
    for (const write of WRITES) await sql`DROP TRIGGER ${sql.id(`${table}_${write.toLowerCase()}_generation`)}`.execute(db);
  }
  await db.schema.dropTable('vehicle_catalogue_generation').execute();
}
