import { epochMs, primaryKey, type MigrationDb } from './dialect';

/** Idempotency-Key of ConfirmCheckout: the answer of an order placed, kept per customer and key for a day. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .$call(primaryKey('idempotency_keys', ['customer_id', 'idempotency_key']))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
