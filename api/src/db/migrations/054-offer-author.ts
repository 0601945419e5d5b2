import type { MigrationDb } from './dialect';

/**
 * Who made a saved offer (extension team, issue 41, item 3: the printed offer names the employee who
 * made it): the employee's id (null for the company's own login) and their name then (kept when the
 * employee is removed). Offers saved before have neither: they are the company login's.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('saved_offers').addColumn('author_employee_id', 'integer').execute();
  await db.schema.alterTable('saved_offers').addColumn('author', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('saved_offers').dropColumn('author').execute();
  await db.schema.alterTable('saved_offers').dropColumn('author_employee_id').execute();
}
