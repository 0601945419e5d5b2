import type { MigrationDb } from './dialect';

/**
 * Parts withdrawn by a catalogue feed (issue 39): 1 when a delta's withdrawn.csv names the part, or
 * a full feed no longer has it while a cart, list or order names it (the part stays, on no board);
 * 0 again when a feed brings it back. Its replacement, when the feed names one, is a supersession.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('withdrawn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('withdrawn').execute();
}
