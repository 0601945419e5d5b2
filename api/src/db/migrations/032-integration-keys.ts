import { epochMs, nocaseText, serial, type MigrationDb } from './dialect';

/**
 * The integration API's credentials (issue 40, auth/integration-keys.ts): API keys for the
 * importer's ERP, made and revoked with `pnpm integration:key`. The key itself is shown once at
 * creation; the table keeps only its SHA-256 (`key_hash`, unique), a name, the scopes it grants
 * (space-separated, e.g. `orders:read orders:write`), when it was made and when it was revoked
 * (null while valid). A revoked key stays listed so its id is never reused for another.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('integration_keys')
    .addColumn('id', 'integer', serial(db))
    .addColumn('name', nocaseText(db), (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('revoked_at', epochMs(db))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('integration_keys').execute();
}
