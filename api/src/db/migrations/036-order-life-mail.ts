import type { MigrationDb } from './dialect';

/**
 * Mail of an order's life (extension order-tracking, issue 40): the language the order was placed in
 * (`orders.language`: its mail goes out in it; null for orders placed before, which get Polish), and
 * the kinds of that mail a dealer switched off in the profile (`customers.order_mail_off`,
 * space-separated: backorder-shipped, line-cancelled, invoice; empty: every kind on).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('language', 'text').execute();
  await db.schema
    .alterTable('customers')
    .addColumn('order_mail_off', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('order_mail_off').execute();
  await db.schema.alterTable('orders').dropColumn('language').execute();
}
