import { epochMs, isPostgres, serial, type MigrationDb } from './dialect';

/** Login attempts and rate limits in the database: every instance of the API counts against the same budgets. */
export async function up(db: MigrationDb): Promise<void> {
  // one row per counted login attempt, per budget (account:<e-mail>, address:<address or /64>);
  // rows older than the window are deleted as attempts come in (auth/login-throttle.ts)
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', isPostgres(db) ? 'bigint' : 'integer', serial(db))
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key').on('login_attempts').columns(['throttle_key', 'attempted_at']).execute();
  await db.schema.createIndex('login_attempts_time').on('login_attempts').column('attempted_at').execute();
  // the per-route request limits (@fastify/rate-limit): one counter per route and client until its window ends
  await db.schema
    .createTable('rate_limits')
    .addColumn('rate_key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', epochMs(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expiry').on('rate_limits').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropTable('login_attempts').execute();
}
