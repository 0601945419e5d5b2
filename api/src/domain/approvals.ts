import * as v from 'valibot';
import type { Approval, ApprovalDetail } from '@parts/contract/team';
import { APPROVAL_REASONS, APPROVAL_STATUSES, ROLES, type Role } from '@parts/contract/team';
import {
  approvalCart,
  approvalsOf,
  companyApproval,
  decideApproval,
  employeeEmail,
  storedCartLines,
  waitingApprovals,
  type ApprovalRow,
} from '../data/approvals';
import { auditEvents, recordAudit } from '../data/audit';
import { clearCart, lineQuantity, saveLine } from '../data/cart';
import { inTransaction, type Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { cartLines } from './cart';
import { resolveCheckout } from './checkout';
import { Forbidden, NotFound, ValidationFailed } from './errors';
import { queueApprovalDecision, type MailContext } from './mail';
import { confirmCheckout, newOrderState, type ConfirmRequest, type ConfirmResult } from './place-order';
import { computeTotals } from './totals';
import { auditActor, type Actor } from './team';
import type { AuditEvent } from '@parts/contract/team';
import { AUDIT_ACTIONS } from '@parts/contract/team';

/**
 * Orders waiting for approval (extension team, issue 41 item 4) and the company's audit (item 5).
 * A Requester's checkout, and a Buyer's over their monthly limit, waits (place-order.ts); the
 * company's Administrators and Buyers see the queue and approve (the lines priced again; a total
 * other than the one shown is refused, so a change is seen before approving; the order is then
 * placed as any checkout, the approver recorded) or reject with a comment; the requester may
 * withdraw while it waits. The requester is mailed the decision in the language they asked in;
 * rejected or withdrawn, the lines go back to their cart.
 */

const NOT_WAITING = 'This order is no longer waiting for approval.';
const NOT_YOUR_OWN = 'You cannot approve your own order.';

const SnapshotLines = v.array(
  v.object({
    ProductId: v.number(),
    Sku: v.string(),
    Name: v.string(),
    Quantity: v.number(),
    Price: v.number(),
    JobReference: v.optional(v.string()),
  }),
);

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

const approvalOf = (row: ApprovalRow): Approval => ({
  Id: row.id,
  Status: v.parse(v.picklist(APPROVAL_STATUSES), row.status),
  Reason: v.parse(v.picklist(APPROVAL_REASONS), row.reason),
  RequestedBy: row.requester,
  RequestedById: row.requester_employee_id,
  RequestedOn: new Date(row.created_at).toISOString(),
  Total: row.total,
  DecidedBy: row.decided_by,
  DecidedOn: iso(row.decided_at),
  Comment: row.comment,
  PlacedOrder: row.order_id === null ? null : { Id: row.order_id, OrderNumber: row.order_number ?? '' },
});

const isOwn = (row: ApprovalRow, actor: Actor) => row.requester_employee_id === actor.employeeId;

/** The company's orders waiting for approval, oldest first (Administrators and Buyers). */
export async function approvalQueue(db: Executor, customerId: number): Promise<Approval[]> {
  return (await waitingApprovals(db, customerId)).map(approvalOf);
}

/** The signed-in person's own requests, newest first, with their decisions. */
export async function myApprovals(db: Executor, actor: Actor): Promise<Approval[]> {
  return (await approvalsOf(db, actor.customerId, actor.employeeId)).map(approvalOf);
}

/** An approval the person may see: any of the company's for Administrators and Buyers, their own for a Requester. */
async function visibleApproval(db: Executor, actor: Actor, role: Role, id: number): Promise<ApprovalRow> {
  const row = await companyApproval(db, actor.customerId, id);
  if (!row || (role === ROLES.requester && !isOwn(row, actor))) throw new NotFound();
  return row;
}

/**
 * An approval with its lines as the requester saw them and as they are priced now (while it waits),
 * and the order's total now: what the approver is shown, and sends back with Approve.
 */
export async function approvalDetail(
  db: Executor,
  actor: Actor,
  role: Role,
  id: number,
  language: Language,
  followSupersession: boolean,
): Promise<ApprovalDetail> {
  const row = await visibleApproval(db, actor, role, id);
  const then = v.parse(SnapshotLines, JSON.parse(row.lines));
  const request = JSON.parse(row.request) as ConfirmRequest;
  const checkout = await resolveCheckout(db, actor.customerId, request, language);
  const methods = {
    ShippingMethod: checkout.pickupPoint?.Name ?? checkout.shippingMethod?.name ?? '',
    PaymentMethod: checkout.paymentMethod?.Name ?? '',
  };
  if (row.status !== 'awaiting') {
    const Lines = then.map(({ Price, ...line }) => ({ ...line, PriceThen: Price, PriceNow: Price }));
    return { ...approvalOf(row), Lines, CurrentTotal: null, PricesChanged: false, ...methods };
  }
  const now = await cartLines(db, approvalCart(actor.customerId, id), language, followSupersession);
  const Lines = now.map((line) => {
    const before = then.find((old) => old.ProductId === line.Product.Id && (old.JobReference ?? '') === (line.JobReference ?? ''));
    return {
      ProductId: line.Product.Id,
      Sku: line.Product.Sku,
      Name: line.Product.Name,
      Quantity: line.Quantity,
      PriceThen: before?.Price ?? line.Product.Price,
      PriceNow: line.Product.Price,
      ...(line.JobReference && { JobReference: line.JobReference }),
    };
  });
  const CurrentTotal = computeTotals(now, checkout.shippingFee, checkout.paymentFee).OrderTotal;
  const PricesChanged =
    CurrentTotal !== row.total || Lines.some((line) => line.PriceThen !== line.PriceNow) || Lines.length !== then.length;
  return { ...approvalOf(row), Lines, CurrentTotal, PricesChanged, ...methods };
}

/**
 * Approves a waiting order: placed as any checkout (checked again: a part withdrawn or an address
 * gone answers Success false and the order keeps waiting), by the requester, approved by `actor`;
 * 400 when its total is not `shownTotal` (prices changed: the approver looks again) or it waits no
 * more; 403 for one's own order. The requester is mailed in the language they asked in.
 */
export async function approveOrder(
  db: Executor,
  actor: Actor,
  id: number,
  shownTotal: number,
  language: Language,
  mail: MailContext,
  followSupersession: boolean,
): Promise<ConfirmResult> {
  return inTransaction(db, async (trx) => {
    const row = await companyApproval(trx, actor.customerId, id);
    if (!row) throw new NotFound();
    if (row.status !== 'awaiting') throw ValidationFailed.field('Id', NOT_WAITING);
    if (isOwn(row, actor)) throw new Forbidden(NOT_YOUR_OWN);
    const approver = await auditActor(trx, actor);
    const requester = { employeeId: row.requester_employee_id, name: row.requester };
    const result = await confirmCheckout(
      trx,
      approvalCart(actor.customerId, id),
      JSON.parse(row.request) as ConfirmRequest,
      language,
      newOrderState(),
      undefined,
      followSupersession,
      mail,
      { kind: 'approval', requester, approver, shownTotal, now: mail.now },
    );
    if (!result.Success || !result.PlacedOrder) return result;
    const { Id: orderId, OrderNumber: orderNumber } = result.PlacedOrder;
    if (!(await decideApproval(trx, actor.customerId, id, { status: 'approved', at: mail.now, by: approver, orderId })))
      throw ValidationFailed.field('Id', NOT_WAITING);
    await recordAudit(trx, {
      customerId: actor.customerId,
      at: mail.now,
      actor: approver,
      action: 'order.approved',
      subject: orderNumber,
      detail: `#${id} ${row.requester}`,
    });
    await mailRequester(trx, row, { approved: true, orderNumber, approver: approver.name }, mail);
    return result;
  });
}

/** Rejects a waiting order with a comment: the lines go back to the requester's cart, who is mailed. */
export async function rejectOrder(db: Executor, actor: Actor, id: number, comment: string, mail: MailContext): Promise<Approval> {
  return inTransaction(db, async (trx) => {
    const row = await companyApproval(trx, actor.customerId, id);
    if (!row) throw new NotFound();
    const by = await auditActor(trx, actor);
    if (!(await decideApproval(trx, actor.customerId, id, { status: 'rejected', at: mail.now, by, comment })))
      throw ValidationFailed.field('Id', NOT_WAITING);
    await returnLines(trx, row);
    await recordAudit(trx, {
      customerId: actor.customerId,
      at: mail.now,
      actor: by,
      action: 'order.rejected',
      subject: `#${id}`,
      detail: comment,
    });
    await mailRequester(trx, row, { approved: false, comment, approver: by.name }, mail);
    return approvalOf((await companyApproval(trx, actor.customerId, id)) ?? row);
  });
}

/** The requester withdraws their waiting order: its lines go back to their cart. Another's: 404. */
export async function withdrawOrder(db: Executor, actor: Actor, id: number, now: number): Promise<Approval> {
  return inTransaction(db, async (trx) => {
    const row = await companyApproval(trx, actor.customerId, id);
    if (!row || !isOwn(row, actor)) throw new NotFound();
    const by = await auditActor(trx, actor);
    if (!(await decideApproval(trx, actor.customerId, id, { status: 'withdrawn', at: now, by })))
      throw ValidationFailed.field('Id', NOT_WAITING);
    await returnLines(trx, row);
    await recordAudit(trx, { customerId: actor.customerId, at: now, actor: by, action: 'order.withdrawn', subject: `#${id}`, detail: '' });
    return approvalOf((await companyApproval(trx, actor.customerId, id)) ?? row);
  });
}

/** The waiting order's lines back into the requester's cart (added to a line of the same part and job); gone when the requester was removed. */
async function returnLines(db: Executor, row: ApprovalRow): Promise<void> {
  const from = approvalCart(row.customer_id, row.id);
  const requesterId = row.requester_employee_id;
  const stillThere = requesterId === null || (await employeeEmail(db, row.customer_id, requesterId)) !== undefined;
  if (stillThere) {
    const owner = { customerId: row.customer_id, employeeId: requesterId ?? 0 };
    const lines = await storedCartLines(db, from);
    for (const line of lines) {
      const { line: current } = await lineQuantity(db, owner, line.product_id, line.job_reference);
      await saveLine(db, owner, line.product_id, current + line.quantity, {
        marke: line.marke,
        produktart: line.produktart,
        job: line.job_reference,
      });
    }
  }
  await clearCart(db, from);
}

/** Mails the requester (still an employee; the company's own login gets the company's address) the decision. */
async function mailRequester(
  db: Executor,
  row: ApprovalRow,
  decision: { approver: string } & ({ approved: true; orderNumber: string } | { approved: false; comment: string }),
  mail: MailContext,
): Promise<void> {
  if (row.requester_employee_id === null) return;
  const email = await employeeEmail(db, row.customer_id, row.requester_employee_id);
  if (!email) return;
  const language: Language = row.language === 'pl' ? 'pl' : 'en';
  await queueApprovalDecision(db, { email, name: row.requester, ...decision }, language, mail);
}

/** The company's audit, newest first (the latest 500 events; administrators). */
export async function companyAudit(db: Executor, customerId: number): Promise<AuditEvent[]> {
  const rows = await auditEvents(db, customerId, 500);
  return rows.map((row) => ({
    Id: row.id,
    At: new Date(Number(row.at)).toISOString(),
    Actor: row.actor,
    ActorId: row.actor_employee_id,
    Action: v.parse(v.picklist(AUDIT_ACTIONS), row.action),
    Subject: row.subject,
    Detail: row.detail,
  }));
}
