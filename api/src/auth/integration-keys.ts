import { isIntegrationScope, type IntegrationScope } from '@parts/contract/integration';
import { insertIntegrationKey, liveIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '../data/integration-keys';
import type { Executor } from '../data/executor';
import { hashSecret, newSecret } from './sessions';

/**
 * The integration API's keys (issue 40). A key is `pk_int_` and 43 random base64url characters;
 * the database keeps its SHA-256 only, so it is shown once, when it is made. The prefix tells a key
 * from a dealer's session token at a glance (and in a leaked log); neither is ever valid where the
 * other is expected.
 */
const INTEGRATION_KEY_PREFIX = 'pk_int_';

export interface IntegrationKey {
  id: number;
  name: string;
  scopes: IntegrationScope[];
  createdAt: number;
  revokedAt: number | null;
}

/** What a caller of the integration API is: the key's id, name and scopes. */
export type IntegrationCaller = Pick<IntegrationKey, 'id' | 'name' | 'scopes'>;

function parseScopes(text: string): IntegrationScope[] {
  return text.split(' ').filter(isIntegrationScope);
}

/** Checks and orders the scopes asked for a new key; throws naming an unknown one. */
function scopesOf(asked: readonly string[]): IntegrationScope[] {
  const unknown = asked.filter((scope) => !isIntegrationScope(scope));
  if (unknown.length > 0) throw new Error(`unknown scope ${unknown.join(', ')}`);
  if (asked.length === 0) throw new Error('a key needs at least one scope');
  return [...new Set(asked as IntegrationScope[])].sort();
}

/** Makes a key: answers its id and the key itself (the only time it is known). */
export async function createIntegrationKey(
  db: Executor,
  request: { name: string; scopes: readonly string[] },
  now: number,
): Promise<{ id: number; key: string; scopes: IntegrationScope[] }> {
  const name = request.name.trim();
  if (name === '') throw new Error('a key needs a name');
  const scopes = scopesOf(request.scopes);
  const { token } = newSecret();
  const key = `${INTEGRATION_KEY_PREFIX}${token}`;
  const id = await insertIntegrationKey(db, { name, keyHash: hashSecret(key), scopes: scopes.join(' '), createdAt: now });
  return { id, key, scopes };
}

export async function listKeys(db: Executor): Promise<IntegrationKey[]> {
  return (await listIntegrationKeys(db)).map((row) => ({ ...row, scopes: parseScopes(row.scopes) }));
}

export async function revokeKey(db: Executor, id: number, now: number): Promise<boolean> {
  return revokeIntegrationKey(db, id, now);
}

/**
 * The key a request presents: `X-Api-Key: <key>`, or `Authorization: Bearer <key>`. Only a value
 * with the key prefix counts (a dealer's session token is not a key).
 */
export function presentedKey(headers: { authorization?: string; 'x-api-key'?: string | string[] }): string | undefined {
  const header = headers['x-api-key'];
  const fromHeader = typeof header === 'string' ? header.trim() : undefined;
  const fromBearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '')?.[1];
  const key = fromHeader || fromBearer;
  return key?.startsWith(INTEGRATION_KEY_PREFIX) ? key : undefined;
}

/** The live key of this value, if any. */
export async function callerOfKey(db: Executor, key: string): Promise<IntegrationCaller | undefined> {
  const row = await liveIntegrationKey(db, hashSecret(key));
  return row && { id: row.id, name: row.name, scopes: parseScopes(row.scopes) };
}
