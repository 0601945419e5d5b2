import type { OnConflictBuilder, QueryCreator } from 'kysely';
import { dialectOf, type Executor } from '../db/database';
import type { Database } from '../db/schema';

/** How long the answer of a request with an Idempotency-Key is kept (a client retries within minutes). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The answer (JSON text) saved for the customer's key, if any younger than the lifetime. */
export async function savedAnswer(db: Executor, customerId: number, key: string, now: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('answer')
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_KEY_LIFETIME_MS)
    .executeTakeFirst();
  return row?.answer;
}

/**
 * Saves the answer of the customer's key (replacing an expired one) and forgets the customer's
 * other expired keys: on PostgreSQL in one statement, the forgetting in a WITH.
 */
export async function saveAnswer(db: Executor, customerId: number, key: string, answer: string, now: number): Promise<void> {
  const forgetExpired = (creator: QueryCreator<Database>) =>
    creator
      .deleteFrom('idempotency_keys')
      .where('customer_id', '=', customerId)
      .where('idempotency_key', '<>', key)
      .where('created_at', '<=', now - IDEMPOTENCY_KEY_LIFETIME_MS)
      .returning('customer_id');
  const row = { customer_id: customerId, idempotency_key: key, answer, created_at: now };
  const replaceExpired = (conflict: OnConflictBuilder<Database, 'idempotency_keys'>) =>
    conflict.columns(['customer_id', 'idempotency_key']).doUpdateSet({ answer, created_at: now });
  if (dialectOf(db) === 'postgres') {
    await db.with('expired', forgetExpired).insertInto('idempotency_keys').values(row).onConflict(replaceExpired).execute();
    return;
  }
  await forgetExpired(db).execute();
  await db.insertInto('idempotency_keys').values(row).onConflict(replaceExpired).execute();
}
