import { sql } from 'kysely';
import { dialectOf, inTransaction, type Executor } from '../db/database';

/** A budget's attempts within the window: how many, and when the oldest was (epoch ms). */
export interface BudgetUse {
  count: number;
  oldest: number | null;
}

/**
 * Checks budgets and counts an attempt against each, as one step for every instance of the API:
 * in a transaction holding a lock per budget key (PostgreSQL: transaction-level advisory locks,
 * taken in key order; SQLite: one writer at a time anyway). `refuse` sees each budget's use
 * within the window and answers a refusal to return instead of counting (nothing is written
 * then). Attempts older than the window are deleted on the way. Answers the counted rows' ids.
 */
export async function countAttempt<R>(
  db: Executor,
  keys: readonly string[],
  now: number,
  windowMs: number,
  refuse: (uses: readonly BudgetUse[]) => R | undefined,
): Promise<{ refused: R } | { ids: number[] }> {
  return inTransaction(db, async (trx) => {
    if (dialectOf(trx) === 'postgres') {
      for (const key of [...new Set(keys)].sort()) await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    }
    await trx.deleteFrom('login_attempts').where('attempted_at', '<=', now - windowMs).execute();
    const uses: BudgetUse[] = [];
    for (const key of keys) {
      const row = await trx
        .selectFrom('login_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('attempted_at').as('oldest')])
        .where('throttle_key', '=', key)
        .where('attempted_at', '>', now - windowMs)
        .executeTakeFirst();
      uses.push({ count: Number(row?.count ?? 0), oldest: row?.oldest ?? null });
    }
    const refused = refuse(uses);
    if (refused !== undefined) return { refused };
    const rows = await trx
      .insertInto('login_attempts')
      .values(keys.map((key) => ({ throttle_key: key, attempted_at: now })))
      .returning('id')
      .execute();
    return { ids: rows.map((row) => Number(row.id)) };
  });
}

/** Forgets a budget's attempts (an account after its right password). */
export async function forgetAttempts(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('throttle_key', '=', key).execute();
}

/** Takes counted attempts back by id (a successful login leaves the address's count). */
export async function uncountAttempts(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
}
