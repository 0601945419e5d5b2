import { epochMs, primaryKey, type MigrationDb } from './dialect';

/**
 * Idempotency-Key of the integration API's writes (issue 40): per integration key and
 * Idempotency-Key, the SHA-256 of the request (method, path and body) and the answer it got, kept
 * for a day. The same key with the same request answers the saved answer again; with another
 * request 422. A table of its own: the checkout's (migration 15) is per customer and keeps no request.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('integration_idempotency')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('integration_keys.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .$call(primaryKey('integration_idempotency', ['key_id', 'idempotency_key']))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('integration_idempotency').execute();
}
