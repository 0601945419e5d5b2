import { epochMs, isPostgres, serial, type MigrationDb } from './dialect';

/**
 * The mail outbox: every message the shop sends (password-recovery link, order confirmation,
 * change notices) is a row written in the transaction of what it tells about, and a worker in
 * each API process sends the rows that are due (mail/worker.ts). A row is claimed for a while
 * (claim_token, claimed_until) before it is sent; sent rows are deleted, a message given up on
 * keeps its row with failed_at and last_error.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', isPostgres(db) ? 'bigint' : 'integer', serial(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', epochMs(db), (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', epochMs(db), (c) => c.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', epochMs(db))
    .addColumn('failed_at', epochMs(db))
    .addColumn('last_error', 'text')
    .execute();
  // the worker's question: the pending rows (failed_at null) that are due
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['failed_at', 'next_attempt_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
