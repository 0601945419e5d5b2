import { epochMs, isPostgres, primaryKey, serial, type MigrationDb } from './dialect';

/**
 * Returns of delivered parts (issue 40 item 3, extension returns; docs/integration.md, "Returns"):
 *
 * - `products.returnable`: 0 for a part that may not be returned (a feed's flag; 1 by default);
 * - `returns`: one per request of a dealer: the order line, the quantity, the reason (and the
 *   description a defect or warranty needs), its number, and the state the importer's ERP moves it
 *   through (requested, approved or rejected with a reason, received, credited with a credit note
 *   of the order: `credit_note_id`, an invoice row of kind credit-note);
 * - `return_photos`: the dealer's photos of it (images only, checked by their first bytes).
 *
 * The return window is the store setting `returns`.`windowDays` in `store_config` (30 when unset).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('returnable', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('returns')
    .addColumn('id', 'integer', serial(db))
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('decision_reason', 'text')
    .addColumn('received_on', 'text')
    .addColumn('credit_note_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
    .addColumn('requested_at', epochMs(db), (c) => c.notNull())
    .addColumn('updated_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('returns_customer').on('returns').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('returns_line').on('returns').columns(['order_item_id']).execute();
  await db.schema
    .createTable('return_photos')
    .addColumn('return_id', 'integer', (c) => c.notNull().references('returns.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .$call(primaryKey('return_photos', ['return_id', 'position']))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('return_photos').execute();
  await db.schema.dropTable('returns').execute();
  await db.schema.alterTable('products').dropColumn('returnable').execute();
}
