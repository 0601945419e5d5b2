import type { Executor } from '../db/database';

export interface IntegrationKeyRow {
  id: number;
  name: string;
  scopes: string;
  createdAt: number;
  revokedAt: number | null;
}

/** Stores a new key (its hash only); answers its id. */
export async function insertIntegrationKey(
  db: Executor,
  key: { name: string; keyHash: string; scopes: string; createdAt: number },
): Promise<number> {
  const row = await db
    .insertInto('integration_keys')
    .values({ name: key.name, key_hash: key.keyHash, scopes: key.scopes, created_at: key.createdAt, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The key of this hash while it is not revoked. */
export async function liveIntegrationKey(db: Executor, keyHash: string): Promise<IntegrationKeyRow | undefined> {
  return db
    .selectFrom('integration_keys')
    .select(['id', 'name', 'scopes', 'created_at as createdAt', 'revoked_at as revokedAt'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Every key, revoked ones too, oldest first. */
export async function listIntegrationKeys(db: Executor): Promise<IntegrationKeyRow[]> {
  return db
    .selectFrom('integration_keys')
    .select(['id', 'name', 'scopes', 'created_at as createdAt', 'revoked_at as revokedAt'])
    .orderBy('id')
    .execute();
}

/** Revokes the key of this id; answers whether a live key was revoked. */
export async function revokeIntegrationKey(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('integration_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
