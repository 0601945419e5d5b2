import { sql } from 'kysely';
import { epochMs, isPostgres, nocase, nocaseText, serial, type MigrationDb } from './dialect';

const LINE = ['customer_id', 'product_id', 'quantity', 'marke', 'produktart', 'added_on', 'job_reference'] as const;

/**
 * The dealer's team (extension team, issue 41). Each dealer account (customers) is a company whose
 * own login is its administrator: a session with no `employee_id` is that login's, as every session
 * so far, so existing accounts and sessions carry on as the company's administrator. `employees`
 * are the people the administrator invited, each with their own login (e-mail and password, set
 * when the invitation is accepted), role and state; `employee_invitations` the one-time links
 * (SHA-256 of the token, 7 days, used once). Removing an employee deletes their sessions and
 * invitations; the customer's own last sign-in is kept for the employee list.
 *
 * Each person has their own cart: a cart line is the company's (customer_id, for its prices) and
 * one person's (`employee_id`, 0 for the company's own login: every line there so far), so the key
 * grows by the person (no foreign key: 0 is no employee); removing an employee deletes their lines.
 * A shopping list is the company's and names its author; an order names who placed it: their
 * employee id (null: the company's own login) and their name then (kept when the employee goes).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('employees')
    .addColumn('id', 'integer', serial(db))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('email', nocaseText(db), (c) => nocase(db)(c.notNull().unique()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('password_hash', 'text')
    .addColumn('password_salt', 'text')
    .addColumn('password_params', 'text')
    .addColumn('invited_at', epochMs(db), (c) => c.notNull())
    .addColumn('last_sign_in_at', epochMs(db))
    .execute();
  await db.schema.createIndex('employees_customer').on('employees').column('customer_id').execute();
  await db.schema
    .createTable('employee_invitations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('expires_at', epochMs(db), (c) => c.notNull())
    .addColumn('used_at', epochMs(db))
    .execute();
  await db.schema.createIndex('employee_invitations_employee').on('employee_invitations').column('employee_id').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('employee_id', 'integer', (c) => c.references('employees.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_employee').on('sessions').column('employee_id').execute();
  await db.schema.alterTable('customers').addColumn('last_sign_in_at', epochMs(db)).execute();
  await cartKey(db, ['customer_id', 'employee_id', 'product_id', 'job_reference']);
  await db.schema.alterTable('shopping_lists').addColumn('author_employee_id', 'integer').execute();
  await db.schema.alterTable('shopping_lists').addColumn('author', 'text').execute();
  await db.schema.alterTable('orders').addColumn('placed_by_employee_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('placed_by', 'text').execute();
}

/** The cart's lines keyed by `key`: with the person (up) or without (down, the company's own lines alone kept). */
async function cartKey(db: MigrationDb, key: ('customer_id' | 'employee_id' | 'product_id' | 'job_reference')[]): Promise<void> {
  const withPerson = key.includes('employee_id');
  if (!withPerson) await db.deleteFrom('cart_items').where('employee_id', '<>', 0).execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('cart_items').dropConstraint('cart_items_pkey').execute();
    if (withPerson)
      await db.schema
        .alterTable('cart_items')
        .addColumn('employee_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    else await db.schema.alterTable('cart_items').dropColumn('employee_id').execute();
    await db.schema.alterTable('cart_items').addPrimaryKeyConstraint('cart_items_pkey', key).execute();
    return;
  }
  // SQLite cannot change a primary key: the table again (a rowid table), lines copied in their order
  await db.schema
    .createTable('cart_lines')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .$call((table) => (withPerson ? table.addColumn('employee_id', 'integer', (c) => c.notNull().defaultTo(0)) : table))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('marke', 'text', (c) => c.notNull())
    .addColumn('produktart', 'text', (c) => c.notNull())
    .addColumn('added_on', 'text', (c) => c.notNull())
    .addColumn('job_reference', 'text', (c) => c.notNull().defaultTo(''))
    // the builder types the columns it was given: employee_id is one only on the way up
    .addPrimaryKeyConstraint('cart_items_pkey', key as never[])
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

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('placed_by').execute();
  await db.schema.alterTable('orders').dropColumn('placed_by_employee_id').execute();
  await db.schema.alterTable('shopping_lists').dropColumn('author').execute();
  await db.schema.alterTable('shopping_lists').dropColumn('author_employee_id').execute();
  await cartKey(db, ['customer_id', 'product_id', 'job_reference']);
  await db.schema.alterTable('customers').dropColumn('last_sign_in_at').execute();
  await db.schema.dropIndex('sessions_employee').execute();
  await db.schema.alterTable('sessions').dropColumn('employee_id').execute();
  await db.schema.dropTable('employee_invitations').execute();
  await db.schema.dropTable('employees').execute();
}
