import { primaryKey, type MigrationDb } from './dialect';

/**
 * What placed orders take of the stock until the ERP ships them (issue 40, item 4): one row per
 * order line and warehouse the line was served from when it was placed. Every stock the dealers see
 * is the warehouse's figure (warehouse_stock, from the feeds) less these rows; a shipment or a
 * cancellation reported by the ERP lowers them (domain/stock-reservations.ts). What a line took
 * beyond the stock is not reserved (a backorder). Gone with their order line.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('stock_reservations')
    .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .$call(primaryKey('stock_reservations', ['order_item_id', 'warehouse_id']))
    .execute();
  await db.schema.createIndex('stock_reservations_stock').on('stock_reservations').columns(['product_id', 'warehouse_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('stock_reservations').execute();
}
