import { epochMs, type MigrationDb } from './dialect';

/**
 * The orders the ERP has acknowledged through the integration API's order feed (issue 40): an
 * order without a row here is handed out by GET /api/integration/orders. One row per order (an
 * acknowledgement again changes nothing), with the key that acknowledged it and when.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('integration_order_acks')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('key_id', 'integer', (c) => c.notNull().references('integration_keys.id'))
    .addColumn('acknowledged_at', epochMs(db), (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('integration_order_acks').execute();
}
