import type { Executor } from '../db/database';

/** Whether the device of `tokenHash` is one of the customer's, used since `since` (epoch ms). */
export async function isKnownDevice(db: Executor, tokenHash: string, customerId: number, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('known_devices')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('customer_id', '=', customerId)
    .where('last_used_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** A device of the customer signed in now: its last use (a new device is added). */
export async function rememberDevice(db: Executor, tokenHash: string, customerId: number, now: number): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ token_hash: tokenHash, customer_id: customerId, created_at: now, last_used_at: now })
    .onConflict((conflict) => conflict.column('token_hash').doUpdateSet({ last_used_at: now }))
    .execute();
}

/** Forgets the customer's devices not used since `since`, and all but the `keep` most recently used. */
export async function forgetStaleDevices(db: Executor, customerId: number, since: number, keep: number): Promise<void> {
  await db.deleteFrom('known_devices').where('customer_id', '=', customerId).where('last_used_at', '<=', since).execute();
  const kept = await db
    .selectFrom('known_devices')
    .select('token_hash')
    .where('customer_id', '=', customerId)
    .orderBy('last_used_at', 'desc')
    .orderBy('token_hash')
    .limit(keep)
    .execute();
  if (kept.length < keep) return;
  await db
    .deleteFrom('known_devices')
    .where('customer_id', '=', customerId)
    .where(
      'token_hash',
      'not in',
      kept.map((row) => row.token_hash),
    )
    .execute();
}

/** Forgets every device of the customer (a password changed or recovered). */
export async function forgetDevicesOf(db: Executor, customerId: number): Promise<void> {
  await db.deleteFrom('known_devices').where('customer_id', '=', customerId).execute();
}
