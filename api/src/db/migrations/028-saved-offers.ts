import { epochMs, real, serial, type MigrationDb } from './dialect';

/**
 * Saved customer offers (extension saved-offers): one row per offer of a dealer (customer), numbered
 * per dealer and year (`seq`, shown as `number`: OF/2026/0001), its lines as JSON (the parts and the
 * prices the dealer had when it was saved), and `search_text` (the customer's name, phone, e-mail,
 * the vehicle and the number, lower-cased) which the list searches. Gone with the customer.
 * The mail outbox gets an optional attachment (the offer's PDF, Base64).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('saved_offers')
    .addColumn('id', 'integer', serial(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_vat_number', 'text', (c) => c.notNull())
    .addColumn('vehicle', 'text', (c) => c.notNull())
    .addColumn('order_discount', real(db), (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('updated_at', epochMs(db), (c) => c.notNull())
    .addUniqueConstraint('saved_offers_number', ['customer_id', 'year', 'seq'])
    .execute();
  await db.schema.createIndex('saved_offers_newest').on('saved_offers').columns(['customer_id', 'updated_at']).execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment_name', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachment').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachment_name').execute();
  await db.schema.dropTable('saved_offers').execute();
}
