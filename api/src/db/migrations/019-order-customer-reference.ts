import type { MigrationDb } from './dialect';

/**
 * The dealer's own reference of an order (extension order-reference: the purchase-order number of
 * the dealer's own system, at most 50 characters, contract/src/checkout-request.ts). NULL when the
 * dealer gave none, and on every order placed before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('customer_reference', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('customer_reference').execute();
}
