import { epochMs, primaryKey, withoutRowid, type MigrationDb } from './dialect';

/**
 * The client addresses each account signed in from (auth/login-throttle.ts): a dealer's own recent
 * address keeps signing in while strangers elsewhere run into the account's login delays.
 */
export async function up(db: MigrationDb): Promise<void> {
  // account_key: the throttle's account:<e-mail>; address_key: the address or its IPv6 /64
  await db.schema
    .createTable('login_addresses')
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('address_key', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', epochMs(db), (c) => c.notNull())
    .$call(primaryKey('login_addresses', ['account_key', 'address_key']))
    .$call(withoutRowid(db))
    .execute();
  await db.schema.createIndex('login_addresses_time').on('login_addresses').column('signed_in_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('login_addresses').execute();
}
