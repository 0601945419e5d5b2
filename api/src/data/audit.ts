import type { AuditAction } from '@parts/contract/team';
import type { Executor } from '../db/database';

/**
 * The audit of a dealer's company (extension team, migration 42): who did what and when. The
 * person is kept by id and by name then, so an event outlives the employee's removal.
 */

export interface AuditEntry {
  customerId: number;
  at: number;
  actor: { employeeId: number | null; name: string };
  action: AuditAction;
  subject: string;
  detail?: string;
}

/** Records an event (in the caller's transaction: it exists exactly when what it tells about was committed). */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      customer_id: entry.customerId,
      at: entry.at,
      actor_employee_id: entry.actor.employeeId,
      actor: entry.actor.name,
      action: entry.action,
      subject: entry.subject,
      detail: entry.detail ?? '',
    })
    .execute();
}

/** The company's events, newest first, at most `limit`. */
export async function auditEvents(db: Executor, customerId: number, limit: number) {
  return db
    .selectFrom('audit_events')
    .select(['id', 'at', 'actor_employee_id', 'actor', 'action', 'subject', 'detail'])
    .where('customer_id', '=', customerId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
