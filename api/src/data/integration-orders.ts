import type { Executor } from './executor';

/**
 * Orders not acknowledged yet with an id above `after`, oldest first: id, customer and the customer's
 * company and e-mail, and whether it is a VOR order. `vor`: only the orders marked 'vehicle off road' (1)
 * or only the others (0).
 */
export async function unacknowledgedOrders(db: Executor, after: number, limit: number, vor: 0 | 1) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('integration_order_acks as a', 'a.order_id', 'o.id')
    .select(['o.id', 'o.customer_id as customerId', 'o.customer_reference as customerReference', 'c.company', 'c.email', 'o.vor'])
    .where('a.order_id', 'is', null)
    .where('o.vor', '=', vor)
    .where('o.id', '>', after)
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** Of these ids, the orders that exist. */
export async function existingOrderIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('orders').select('id').where('id', 'in', ids).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Acknowledges the orders (an order acknowledged before keeps its first acknowledgement). */
export async function acknowledgeOrders(db: Executor, ids: readonly number[], keyId: number, now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto('integration_order_acks')
    .values(ids.map((id) => ({ order_id: id, key_id: keyId, acknowledged_at: now })))
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}
