import type { Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { OrderApprovalsTable } from '../db/schema';
import type { CartOwner } from './cart';

/**
 * Orders waiting for approval (extension team, migration 42). The waiting order's lines are a cart
 * of their own: cart_items of the company with `employee_id` = -(the approval's id), a key no person
 * has (employees' ids are positive, the company's own login is 0), so they are priced again, and
 * placed, by the cart's own code.
 */

/** The cart that holds a waiting order's lines. */
export const approvalCart = (customerId: number, approvalId: number): CartOwner => ({ customerId, employeeId: -approvalId });

/** An order waiting for approval, with the number of the order it became. */
export type ApprovalRow = Selectable<OrderApprovalsTable> & { order_number: string | null };

const selectApprovals = (db: Executor, customerId: number) =>
  db
    .selectFrom('order_approvals as a')
    .leftJoin('orders as o', 'o.id', 'a.order_id')
    .select([
      'a.id',
      'a.customer_id',
      'a.requester_employee_id',
      'a.requester',
      'a.language',
      'a.request',
      'a.lines',
      'a.total',
      'a.reason',
      'a.status',
      'a.created_at',
      'a.decided_at',
      'a.decided_by_employee_id',
      'a.decided_by',
      'a.comment',
      'a.order_id',
      'o.order_number',
    ])
    .where('a.customer_id', '=', customerId);

const rowOf = (row: ApprovalRow): ApprovalRow => ({
  ...row,
  total: Number(row.total),
  created_at: Number(row.created_at),
  decided_at: row.decided_at === null ? null : Number(row.decided_at),
});

export async function insertApproval(
  db: Executor,
  approval: {
    customerId: number;
    requester: { employeeId: number | null; name: string };
    language: string;
    request: string;
    lines: string;
    total: number;
    reason: 'role' | 'limit';
    createdAt: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('order_approvals')
    .values({
      customer_id: approval.customerId,
      requester_employee_id: approval.requester.employeeId,
      requester: approval.requester.name,
      language: approval.language,
      request: approval.request,
      lines: approval.lines,
      total: approval.total,
      reason: approval.reason,
      status: 'awaiting',
      created_at: approval.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves every line of one cart to another (the second is empty: a new approval's, or taken back line by line). */
export async function moveCartLines(db: Executor, from: CartOwner, to: CartOwner): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ employee_id: to.employeeId })
    .where('customer_id', '=', from.customerId)
    .where('employee_id', '=', from.employeeId)
    .execute();
}

/** The company's waiting orders, oldest first. */
export async function waitingApprovals(db: Executor, customerId: number): Promise<ApprovalRow[]> {
  const rows = await selectApprovals(db, customerId).where('a.status', '=', 'awaiting').orderBy('a.id').execute();
  return rows.map(rowOf);
}

/** A person's approvals (null: the company's own login), newest first. */
export async function approvalsOf(db: Executor, customerId: number, employeeId: number | null): Promise<ApprovalRow[]> {
  const query = selectApprovals(db, customerId);
  const rows = await (
    employeeId === null ? query.where('a.requester_employee_id', 'is', null) : query.where('a.requester_employee_id', '=', employeeId)
  )
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  return rows.map(rowOf);
}

export async function companyApproval(db: Executor, customerId: number, id: number): Promise<ApprovalRow | undefined> {
  const row = await selectApprovals(db, customerId).where('a.id', '=', id).executeTakeFirst();
  return row && rowOf(row);
}

/**
 * Decides a waiting approval: false when it waits no more (decided or withdrawn meanwhile: the
 * UPDATE takes only a waiting one, so two approvers at once decide it once).
 */
export async function decideApproval(
  db: Executor,
  customerId: number,
  id: number,
  decision: {
    status: 'approved' | 'rejected' | 'withdrawn';
    at: number;
    by: { employeeId: number | null; name: string } | null;
    comment?: string;
    orderId?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('order_approvals')
    .set({
      status: decision.status,
      decided_at: decision.at,
      decided_by_employee_id: decision.by?.employeeId ?? null,
      decided_by: decision.by?.name ?? null,
      comment: decision.comment ?? null,
      order_id: decision.orderId ?? null,
    })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .where('status', '=', 'awaiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The total of the orders a person placed since `sinceIso` (the month's start, as orders' created_on). */
export async function placedSince(db: Executor, customerId: number, employeeId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_total'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('placed_by_employee_id', '=', employeeId)
    .where('created_on', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The e-mail of an employee still in the company (undefined when removed). */
export async function employeeEmail(db: Executor, customerId: number, employeeId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('email')
    .where('customer_id', '=', customerId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row?.email;
}

/** A cart's lines as stored (to move them into another cart line by line). */
export async function storedCartLines(db: Executor, owner: CartOwner) {
  return db
    .selectFrom('cart_items')
    .select(['product_id', 'quantity', 'marke', 'produktart', 'job_reference'])
    .where('customer_id', '=', owner.customerId)
    .where('employee_id', '=', owner.employeeId)
    .execute();
}
