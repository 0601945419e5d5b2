import { epochMs, type MigrationDb } from './dialect';

/**
 * Password recovery for the employees of a dealer's company (extension team, issue 41): the links
 * of "Forgot password?" sent to an employee's own e-mail address, kept apart from the company
 * logins' (`password_recovery_tokens`) so a link can only ever set the password of the person it
 * was mailed to. As those: the SHA-256 of the token, its expiry, used once; gone with the employee.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('employee_recovery_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id').onDelete('cascade'))
    .addColumn('expires_at', epochMs(db), (c) => c.notNull())
    .addColumn('used_at', epochMs(db))
    .execute();
  await db.schema.createIndex('employee_recovery_tokens_employee').on('employee_recovery_tokens').column('employee_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('employee_recovery_tokens').execute();
}
