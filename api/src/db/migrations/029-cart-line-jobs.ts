import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './dialect';

const LINE = ['customer_id', 'product_id', 'quantity', 'marke', 'produktart', 'added_on'] as const;

/**
 * The dealer's job reference on a cart line and an order line (extension job-reference: a workshop
 * order number or a registration plate, at most 40 characters, contract/src/cart.ts). A cart line is
 * now one per part AND job ('' = no job): the same part for two jobs is two lines, so the key grows
 * by the job. Lines already in carts keep their order and have no job; order lines placed before
 * have none (NULL).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('job_reference', 'text').execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable('cart_items')
      .addColumn('job_reference', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('cart_items').dropConstraint('cart_items_pkey').execute();
    await db.schema
      .alterTable('cart_items')
      .addPrimaryKeyConstraint('cart_items_pkey', ['customer_id', 'product_id', 'job_reference'])
      .execute();
    return;
  }
  // SQLite cannot change a primary key: the table again (a rowid table, as migration 6 left it), lines copied in their order
  await db.schema
    .createTable('cart_lines')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('marke', 'text', (c) => c.notNull())
    .addColumn('produktart', 'text', (c) => c.notNull())
    .addColumn('added_on', 'text', (c) => c.notNull())
    .addColumn('job_reference', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('cart_items_pkey', ['customer_id', 'product_id', 'job_reference'])
    .execute();
  await db
    .insertInto('cart_lines')
    .columns(LINE)
    .expression(
      db
        .selectFrom('cart_items')
        .select(LINE)
        .orderBy(sql`rowid`),
    )
    .execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_lines').renameTo('cart_items').execute();
}

/**
 * Back to one line per part: the lines of a part for several jobs become its first line, with
 * their quantities added up (the jobs are lost, as the old key cannot hold them).
 */
export async function down(db: MigrationDb): Promise<void> {
  await sql`UPDATE cart_items SET quantity = (SELECT SUM(d.quantity) FROM cart_items d
      WHERE d.customer_id = cart_items.customer_id AND d.product_id = cart_items.product_id)`.execute(db);
  await sql`DELETE FROM cart_items WHERE rowid > (SELECT MIN(d.rowid) FROM cart_items d
      WHERE d.customer_id = cart_items.customer_id AND d.product_id = cart_items.product_id)`.execute(db);
  await db.schema.alterTable('order_items').dropColumn('job_reference').execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('cart_items').dropConstraint('cart_items_pkey').execute();
    await db.schema.alterTable('cart_items').dropColumn('job_reference').execute();
    await db.schema.alterTable('cart_items').addPrimaryKeyConstraint('cart_items_pkey', ['customer_id', 'product_id']).execute();
    return;
  }
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
    .expression(
      db
        .selectFrom('cart_items')
        .select(LINE)
        .orderBy(sql`rowid`),
    )
    .execute();
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_lines').renameTo('cart_items').execute();
}
