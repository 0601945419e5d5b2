import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { firstOf } from '../db/query';

/** The customer's credit limit and payment term, with the open and the overdue dealer-system documents summed. */
export async function creditOf(db: Executor, customerId: number, today: string) {
  return firstOf(
    db,
    sql<{ credit_limit: number; payment_term_days: number; used: number; overdue: number }>`SELECT c.credit_limit, c.payment_term_days,
       COALESCE((SELECT SUM(amount) FROM dealer_system_orders d WHERE d.customer_id = c.id AND d.is_open = 1), 0) AS used,
       COALESCE((SELECT SUM(amount) FROM dealer_system_orders d WHERE d.customer_id = c.id AND d.is_open = 1 AND d.due_date < ${today}), 0) AS overdue
     FROM customers c WHERE c.id = ${customerId}`,
  );
}

/** The customer's documents in the dealer management system, newest first. */
export async function dealerSystemDocuments(db: Executor, customerId: number) {
  return db
    .selectFrom('dealer_system_orders')
    .select(['document_no', 'document_date', 'description', 'due_date', 'amount', 'branch_code'])
    .where('customer_id', '=', customerId)
    .orderBy('document_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
