import type { Sql } from '../db/sql';

/** The customer's credit limit and payment term, with the open and the overdue dealer-system documents summed. */
export function creditOf(sql: Sql, customerId: number, today: string) {
  return sql.one<{ credit_limit: number; payment_term_days: number; used: number; overdue: number }>(
    `SELECT c.credit_limit, c.payment_term_days,
       COALESCE((SELECT SUM(amount) FROM dealer_system_orders d WHERE d.customer_id = c.id AND d.is_open = 1), 0) AS used,
       COALESCE((SELECT SUM(amount) FROM dealer_system_orders d WHERE d.customer_id = c.id AND d.is_open = 1 AND d.due_date < ?), 0) AS overdue
     FROM customers c WHERE c.id = ?`,
    [today, customerId],
  );
}

/** The customer's documents in the dealer management system, newest first. */
export function dealerSystemDocuments(sql: Sql, customerId: number) {
  return sql.all<{ document_no: string; document_date: string; description: string; due_date: string; amount: number; branch_code: string }>(
    'SELECT * FROM dealer_system_orders WHERE customer_id = ? ORDER BY document_date DESC, id DESC',
    [customerId],
  );
}
