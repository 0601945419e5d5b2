import { sql } from 'kysely';
import { dialectOf, inTransaction, type Executor } from '../db/database';

/** A budget's attempts within the window: how many, and when the oldest and the latest were (epoch ms). */
export interface BudgetUse {
  count: number;
  oldest: number | null;
  latest: number | null;
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
    await trx
      .deleteFrom('login_attempts')
      .where('attempted_at', '<=', now - windowMs)
      .execute();
    const uses: BudgetUse[] = [];
    for (const key of keys) {
      const row = await trx
        .selectFrom('login_attempts')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.min<number | null>('attempted_at').as('oldest'),
          eb.fn.max<number | null>('attempted_at').as('latest'),
        ])
        .where('throttle_key', '=', key)
        .where('attempted_at', '>', now - windowMs)
        .executeTakeFirst();
      const time = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
      uses.push({ count: Number(row?.count ?? 0), oldest: time(row?.oldest), latest: time(row?.latest) });
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

/** Whether an account signed in from a client address since `since` (epoch ms). */
export async function signedInFrom(db: Executor, accountKey: string, addressKey: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_addresses')
    .select('signed_in_at')
    .where('account_key', '=', accountKey)
    .where('address_key', '=', addressKey)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a sign-in of an account from a client address (the time of the latest), and forgets the
 * account's addresses not used since `forgetBefore`.
 */
export async function rememberSignIn(
  db: Executor,
  accountKey: string,
  addressKey: string,
  now: number,
  forgetBefore: number,
): Promise<void> {
  await db
    .insertInto('login_addresses')
    .values({ account_key: accountKey, address_key: addressKey, signed_in_at: now })
    .onConflict((conflict) => conflict.columns(['account_key', 'address_key']).doUpdateSet({ signed_in_at: now }))
    .execute();
  await db.deleteFrom('login_addresses').where('account_key', '=', accountKey).where('signed_in_at', '<=', forgetBefore).execute();
}
