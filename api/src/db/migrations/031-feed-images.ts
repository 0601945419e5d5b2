import { isPostgres, type MigrationDb } from './dialect';

/**
 * The images of catalogue feeds (issue 39): a feed's diagram files and pictures (SVG or PNG), kept
 * by the SHA-256 of their bytes (a file twice, or in two feeds, is one row). A diagram or picture
 * with a file names it by `image_hash`; without one the shop draws it as before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('feed_images')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('diagrams').addColumn('image_hash', 'text').execute();
  await db.schema.alterTable('pictures').addColumn('image_hash', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('pictures').dropColumn('image_hash').execute();
  await db.schema.alterTable('diagrams').dropColumn('image_hash').execute();
  await db.schema.dropTable('feed_images').execute();
}
