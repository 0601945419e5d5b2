import { sql } from 'kysely';
import { epochMs, type MigrationDb } from './dialect';

/** Scrypt parameters beside each password hash, session idle expiry. */
export async function up(db: MigrationDb): Promise<void> {
  // every hash made before this was made at Node's default scrypt cost; login replaces it
  await db.schema
    .alterTable('customers')
    .addColumn('password_params', 'text', (c) => c.notNull().defaultTo('N=16384,r=8,p=1'))
    .execute();
  // when the session was last used (written at most about once a minute): idle expiry
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', epochMs(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: sql.ref('created_at') })
    .execute();
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('password_recovery_tokens_customer').on('password_recovery_tokens').column('customer_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('password_recovery_tokens_customer').execute();
  await db.schema.dropIndex('sessions_expiry').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('customers').dropColumn('password_params').execute();
}
