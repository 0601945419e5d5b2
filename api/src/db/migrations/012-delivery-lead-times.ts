import { sql } from 'kysely';
import { primaryKey, type MigrationDb } from './dialect';

/** Delivery estimates: the dealer's branch and each warehouse's lead time to it (extension delivery-estimate). */
export async function up(db: MigrationDb): Promise<void> {
  // the warehouse serving the dealer (their region's branch office, or the central warehouse);
  // NULL: none assigned yet, so no estimates (a new registration until the back office assigns one)
  await db.schema
    .alterTable('customers')
    .addColumn('branch_warehouse_id', 'integer', (c) => c.references('warehouses.id'))
    .execute();
  // how many working days a part takes from a warehouse to a dealer of a branch (0: the same day)
  await db.schema
    .createTable('delivery_lead_times')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('branch_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('working_days', 'integer', (c) => c.notNull().check(sql`working_days >= 0`))
    .$call(primaryKey('delivery_lead_times', ['branch_warehouse_id', 'warehouse_id']))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('delivery_lead_times').execute();
  await db.schema.alterTable('customers').dropColumn('branch_warehouse_id').execute();
}
