import { epochMs, real, serial, type MigrationDb } from './dialect';

/**
 * Approvals and the audit of the dealer's team (extension team, issue 41, items 4 and 5).
 *
 * `order_approvals`: an order waiting for approval (a Requester's checkout, or a Buyer's over their
 * monthly limit). It is no order yet (nothing in `orders`, which is what the dealer system reads):
 * its lines wait as a cart of their own (cart_items with `employee_id` = minus the approval's id, a
 * key no person has), priced again when it is approved and then placed as any checkout; `lines`
 * keeps the lines and prices the requester saw (to show what changed), `request` the checkout's
 * choices (JSON). The requester and the decider are kept by id and by name (the name stays when
 * the employee is removed). `employees.monthly_limit`: a Buyer's monthly order limit (null: none).
 * `orders.approved_by*`: who approved an order placed after approval.
 *
 * `audit_events`: who (id and name then) did what to which subject and when; kept when the
 * employee is removed (no foreign key to employees), gone with the company.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('order_approvals')
    .addColumn('id', 'integer', serial(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('requester_employee_id', 'integer')
    .addColumn('requester', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total', real(db), (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('decided_at', epochMs(db))
    .addColumn('decided_by_employee_id', 'integer')
    .addColumn('decided_by', 'text')
    .addColumn('comment', 'text')
    .addColumn('order_id', 'integer')
    .execute();
  await db.schema.createIndex('order_approvals_company').on('order_approvals').columns(['customer_id', 'status']).execute();
  await db.schema.alterTable('employees').addColumn('monthly_limit', real(db)).execute();
  await db.schema.alterTable('orders').addColumn('approved_by_employee_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('approved_by', 'text').execute();
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'integer', serial(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('at', epochMs(db), (c) => c.notNull())
    .addColumn('actor_employee_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_company').on('audit_events').columns(['customer_id', 'at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.alterTable('orders').dropColumn('approved_by').execute();
  await db.schema.alterTable('orders').dropColumn('approved_by_employee_id').execute();
  await db.schema.alterTable('employees').dropColumn('monthly_limit').execute();
  // the lines of approvals still waiting go with them
  await db.deleteFrom('cart_items').where('employee_id', '<', 0).execute();
  await db.schema.dropTable('order_approvals').execute();
}
