import { isPostgres, type MigrationDb } from './dialect';

const LINE = ['customer_id', 'product_id', 'quantity', 'marke', 'produktart', 'added_on'] as const;

/** Cart lines keep the order they were added in (rowid table). */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    // SQLite keeps a cart's lines in the order of their rowid; here an identity column of that name does
    await db.schema
      .alterTable('cart_items')
      .addColumn('rowid', 'bigint', (c) => c.generatedByDefaultAsIdentity())
      .execute();
    await db.schema.createIndex('cart_items_order').on('cart_items').columns(['customer_id', 'rowid']).execute();
    return;
  }
  // the same table with a rowid (migration 5 made it WITHOUT ROWID), its lines copied in the order they were added
  await db.schema
    .createTable('cart_lines')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('marke', 'text', (c) => c.notNull())
    .addColumn('produktart', 'text', (c) => c.notNull())
    .addColumn('added_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_items_pkey', ['customer_id', 'product_id'])
    .execute();
  await db
    .insertInto('cart_lines')
    .columns(LINE)
    .expression(db.selectFrom('cart_items').select(LINE).orderBy('customer_id').orderBy('added_on').orderBy('product_id'))
    .execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_lines').renameTo('cart_items').execute();
}

/** Nothing to undo: the lines read the same with or without the rowid of their order. */
export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropIndex('cart_items_order').execute();
    await db.schema.alterTable('cart_items').dropColumn('rowid').execute();
  }
}
