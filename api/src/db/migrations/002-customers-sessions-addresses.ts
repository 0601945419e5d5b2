import { dropTables, epochMs, isPostgres, nocase, nocaseText, real, serial, type MigrationDb } from './dialect';

/** Customers, sessions and addresses. */
export async function up(db: MigrationDb): Promise<void> {
  const id = serial(db);
  // customers and addresses refer to each other: SQLite takes a reference to a table made later,
  // PostgreSQL gets the customers' two references once addresses exists (below)
  const address = isPostgres(db) ? undefined : 'addresses.id';
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', id)
    .addColumn('email', nocaseText(db), (c) => nocase(db)(c.notNull().unique()))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_salt', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_percent', real(db), (c) => c.notNull().defaultTo(0))
    .addColumn('credit_limit', real(db), (c) => c.notNull().defaultTo(0))
    .addColumn('payment_term_days', 'integer', (c) => c.notNull().defaultTo(14))
    .addColumn('billing_address_id', 'integer', (c) => (address ? c.references(address).onDelete('set null') : c))
    .addColumn('shipping_address_id', 'integer', (c) => (address ? c.references(address).onDelete('set null') : c))
    .addColumn('created_on', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id'))
    .addColumn('state_province_id', 'integer', (c) => c.references('state_provinces.id'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_postal_code', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('fax_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_id').execute();
  if (isPostgres(db)) {
    for (const column of ['billing_address_id', 'shipping_address_id']) {
      await db.schema
        .alterTable('customers')
        .addForeignKeyConstraint(`customers_${column}_fkey`, [column], 'addresses', ['id'])
        .onDelete('set null')
        .execute();
    }
  }
  // only the SHA-256 of a token is stored; times are epoch milliseconds
  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('expires_at', epochMs(db), (c) => c.notNull())
    .addColumn('revoked_at', epochMs(db))
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();
  await db.schema
    .createTable('password_recovery_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('expires_at', epochMs(db), (c) => c.notNull())
    .addColumn('used_at', epochMs(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('customers').dropConstraint('customers_billing_address_id_fkey').execute();
    await db.schema.alterTable('customers').dropConstraint('customers_shipping_address_id_fkey').execute();
  }
  await dropTables(db, ['customers', 'addresses', 'sessions', 'password_recovery_tokens']);
}
