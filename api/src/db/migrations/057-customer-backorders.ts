import type { MigrationDb } from './dialect';

/**
 * Backorders (extension backorders, issue 40 item 4): whether the dealer's company orders beyond
 * the stock, the rest of a line kept as a backorder (1), or takes only what is in stock as SPEC
 * says (0, the default).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('accept_backorders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('accept_backorders').execute();
}
