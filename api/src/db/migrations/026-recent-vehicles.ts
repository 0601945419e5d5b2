import { epochMs, primaryKey, type MigrationDb } from './dialect';

/**
 * The customer's recent vehicles (extension recent-vehicles): at most 5 per customer, one row per
 * vehicle (`vehicle_key`: `vehicle:<id>` for a VIN vehicle, `variant:<id>:<year>:<month>` for one
 * chosen by filters), with the VehicleSearch request that finds it again (JSON) and when it was
 * last chosen. Gone with the customer.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('recent_vehicles')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('vehicle_key', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('chosen_at', epochMs(db), (c) => c.notNull())
    .$call(primaryKey('recent_vehicles', ['customer_id', 'vehicle_key']))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('recent_vehicles').execute();
}
