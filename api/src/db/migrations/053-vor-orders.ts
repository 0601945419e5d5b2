import type { MigrationDb } from './dialect';

/**
 * Urgent orders (issue 40, item 5, extension vor): an order marked 'vehicle off road' at checkout
 * (`orders.vor`, 1; 0 for every other order and those placed before).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('vor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('vor').execute();
}
