import type { Executor } from './executor';

/** The request and answer saved for an integration key's Idempotency-Key, if younger than `since`. */
export async function savedIntegrationRequest(
  db: Executor,
  keyId: number,
  idempotencyKey: string,
  since: number,
): Promise<{ requestHash: string; answer: string } | undefined> {
  return db
    .selectFrom('integration_idempotency')
    .select(['request_hash as requestHash', 'answer'])
    .where('key_id', '=', keyId)
    .where('idempotency_key', '=', idempotencyKey)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

/**
 * Saves the request's hash and answer for the key's Idempotency-Key, replacing one older than
 * `expiredBefore` (a key used again after its lifetime starts afresh); forgets the key's other
 * expired entries. A concurrent request that saved first keeps its entry.
 */
export async function saveIntegrationRequest(
  db: Executor,
  entry: { keyId: number; idempotencyKey: string; requestHash: string; answer: string; now: number },
  expiredBefore: number,
): Promise<void> {
  await db.deleteFrom('integration_idempotency').where('key_id', '=', entry.keyId).where('created_at', '<=', expiredBefore).execute();
  await db
    .insertInto('integration_idempotency')
    .values({
      key_id: entry.keyId,
      idempotency_key: entry.idempotencyKey,
      request_hash: entry.requestHash,
      answer: entry.answer,
      created_at: entry.now,
    })
    .onConflict((conflict) => conflict.columns(['key_id', 'idempotency_key']).doNothing())
    .execute();
}
