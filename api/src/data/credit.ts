import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/database';
import type { Database } from '../db/schema';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** The customer's credit limit and payment term, with the open and the overdue dealer-system documents summed. */
export async function creditOf(db: Executor, customerId: number, today: string) {
  const documentsSum = (eb: ExpressionBuilder<Database & { c: Database['customers'] }, 'c'>, overdue: boolean) =>
    eb.fn.coalesce(
      eb
        .selectFrom('dealer_system_orders as d')
        .select((inner) => inner.fn.sum<number>('d.amount').as('total'))
        .whereRef('d.customer_id', '=', 'c.id')
        .where('d.is_open', '=', 1)
        .$if(overdue, (query) => query.where('d.due_date', '<', today))
        .$asScalar(),
      eb.lit(0),
    );
  return db
    .selectFrom('customers as c')
    .select((eb) => ['c.credit_limit', 'c.payment_term_days', documentsSum(eb, false).as('used'), documentsSum(eb, true).as('overdue')])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

/** The customer's documents in the dealer management system, newest first. */
export async function dealerSystemDocuments(db: Executor, customerId: number, language: Language) {
  return db
    .selectFrom('dealer_system_orders')
    .select(['document_no', 'document_date', localized(language, 'description').as('description'), 'due_date', 'amount', 'branch_code'])
    .where('customer_id', '=', customerId)
    .orderBy('document_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
