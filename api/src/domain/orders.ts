import type * as v from 'valibot';
import type { CreditLimitSchema, DealerSystemOrderSchema, OrderDetail, OrderSummary } from '@parts/contract/orders';
import { creditOf, dealerSystemDocuments } from '../data/credit';
import type { Executor } from '../data/executor';
import { customerOrder, customerOrderJobs, customerOrders } from '../data/orders';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';
import { customerSummaries, summaryOf } from './order-life';
import { roundMoney } from './money';

/** Without the extension order-reference an order answers the spec's fields only. */
function withoutReference<T extends { CustomerReference?: string }>(order: T): Omit<T, 'CustomerReference'> {
  const { CustomerReference: _reference, ...rest } = order;
  return rest;
}

/** Without the extension team an order does not name who placed it. */
function withoutPlacedBy<T extends { PlacedBy?: string; ApprovedBy?: string }>(order: T): Omit<T, 'PlacedBy' | 'ApprovedBy'> {
  const { PlacedBy: _placedBy, ApprovedBy: _approvedBy, ...rest } = order;
  return rest;
}

/** Without the extension vor an order does not say whether it was marked 'vehicle off road'. */
function withoutVor<T extends { Vor?: boolean }>(order: T): Omit<T, 'Vor'> {
  const { Vor: _vor, ...rest } = order;
  return rest;
}

/**
 * Order history, order detail, the dealer-system documents and the credit limit (routes/orders.ts).
 * With `withReference` (extension order-reference) each order carries the dealer's own reference.
 */
export async function orderHistory(
  db: Executor,
  customerId: number,
  withReference = false,
  withJobs = false,
  withTeam = false,
  placedBy?: string,
  withVor = false,
  withTracking = false,
): Promise<OrderSummary[]> {
  const [all, jobs, tracking] = await Promise.all([
    customerOrders(db, customerId, withTeam ? placedBy : undefined),
    withJobs ? customerOrderJobs(db, customerId) : null,
    withTracking ? customerSummaries(db, customerId) : null,
  ]);
  // extension team: who placed (and approved) each order; filtered by the person who placed it
  const orders = (withTeam ? all : all.map(withoutPlacedBy)).map((order) => (withVor ? order : withoutVor(order)));
  const answered = withReference ? orders : orders.map(withoutReference);
  // extension job-reference: the jobs of each order's lines, for the history's job filter
  const withJobReferences = jobs ? answered.map((order) => ({ ...order, JobReferences: jobs.get(order.Id) ?? [] })) : answered;
  // extension order-tracking: each order's lines counted by state (the history's state column and backorder filter)
  return tracking ? withJobReferences.map((order) => ({ ...order, Tracking: tracking.get(order.Id) ?? summaryOf([]) })) : withJobReferences;
}

/** Without the extension job-reference an order's lines answer the spec's fields only. */
function withoutJobs(order: OrderDetail): OrderDetail {
  return { ...order, Items: order.Items.map(({ JobReference: _job, ...item }) => item) };
}

/** One of the customer's orders; NotFound for another's or none. */
export async function orderDetail(
  db: Executor,
  customerId: number,
  orderId: number,
  language: Language,
  withReference = false,
  withJobs = false,
  withTeam = false,
  withVor = false,
): Promise<OrderDetail> {
  const found = await customerOrder(db, customerId, orderId, language);
  if (!found) throw new NotFound();
  const flagged = withVor ? found : withoutVor(found);
  const placed = withTeam ? flagged : withoutPlacedBy(flagged);
  const order = withJobs ? placed : withoutJobs(placed);
  return withReference ? order : withoutReference(order);
}

export async function dealerSystemOrders(
  db: Executor,
  customerId: number,
  language: Language,
): Promise<v.InferOutput<typeof DealerSystemOrderSchema>[]> {
  return (await dealerSystemDocuments(db, customerId, language)).map((row) => ({
    documentNo: row.document_no,
    documentDate: row.document_date,
    description: row.description,
    dueDate: row.due_date,
    amount: row.amount,
    branchCode: row.branch_code,
  }));
}

/** The customer's credit limit on `today` (YYYY-MM-DD): used, available, overdue; NotFound when the customer has none. */
export async function creditLimit(db: Executor, customerId: number, today: string): Promise<v.InferOutput<typeof CreditLimitSchema>> {
  const credit = await creditOf(db, customerId, today);
  if (!credit) throw new NotFound();
  return {
    CreditLimit: credit.credit_limit,
    UsedCredit: roundMoney(credit.used),
    AvailableCredit: roundMoney(Math.max(0, credit.credit_limit - credit.used)),
    OverdueAmount: roundMoney(credit.overdue),
    PaymentTermDays: credit.payment_term_days,
    CurrencyCode: 'PLN',
  };
}
