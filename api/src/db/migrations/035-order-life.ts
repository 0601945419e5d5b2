import { epochMs, primaryKey, real, serial, type MigrationDb } from './dialect';

/**
 * An order's life after it is placed, as the importer's ERP reports it through the integration API
 * (issue 40, docs/integration.md):
 *
 * - `order_line_events`: every confirmation of a line (confirmed, backordered until a date,
 *   cancelled with a reason), with the ERP's time of the event; a line's confirmation state is its
 *   newest event (an older one arriving late is kept, and changes nothing);
 * - `shipments` and `shipment_lines`: the delivery notes (one row per note, unique), their carrier,
 *   tracking and delivery, and the quantity of each order line on them (partial deliveries);
 * - `invoices`: invoices and credit notes (unique number), their dates, totals and lines (JSON).
 *
 * All gone with their order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('order_line_events')
    .addColumn('id', 'integer', serial(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expected_date', 'text')
    .addColumn('reason', 'text')
    .addColumn('occurred_at', epochMs(db), (c) => c.notNull())
    .addColumn('recorded_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_line_events_line').on('order_line_events').columns(['order_item_id', 'occurred_at']).execute();
  await db.schema.createIndex('order_line_events_order').on('order_line_events').columns(['order_id']).execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', 'integer', serial(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('delivery_note', 'text', (c) => c.notNull().unique())
    .addColumn('delivery_date', 'text', (c) => c.notNull())
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('delivered_on', 'text')
    .addColumn('recorded_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_order').on('shipments').columns(['order_id']).execute();
  await db.schema
    .createTable('shipment_lines')
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id').onDelete('cascade'))
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .$call(primaryKey('shipment_lines', ['shipment_id', 'order_item_id']))
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', serial(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('corrects', 'text')
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('sale_date', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('net_total', real(db), (c) => c.notNull())
    .addColumn('vat_total', real(db), (c) => c.notNull())
    .addColumn('gross_total', real(db), (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('recorded_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_order').on('invoices').columns(['order_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('shipment_lines').execute();
  await db.schema.dropTable('shipments').execute();
  await db.schema.dropTable('order_line_events').execute();
}
