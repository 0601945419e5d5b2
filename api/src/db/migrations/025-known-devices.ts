import { epochMs, type MigrationDb } from './dialect';

/**
 * The browsers a customer signed in from (auth/known-devices.ts): the SHA-256 of each one's random
 * device cookie. A sign-in carrying a known device's cookie is held only by that device's own
 * failures, never by a stranger's failures elsewhere (auth/login-throttle.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('known_devices')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('last_used_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('known_devices_customer').on('known_devices').columns(['customer_id', 'last_used_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
