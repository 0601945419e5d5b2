import { sql } from 'kysely';
import type { MigrationDb } from './dialect';

/** Boards found by their diagram (diagram images, hotspots). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('products_diagram')
    .on('products')
    .column('diagram_id')
    .where(sql.ref('diagram_id'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('products_diagram').execute();
}
