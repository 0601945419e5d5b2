import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/sql';
import { unauthorized } from '../http/errors';

const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A random secret for the client; the database keeps only its SHA-256. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function startSession(sql: Sql, customerId: number, now = Date.now()): string {
  const { token, hash } = newSecret();
  sql.run('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
    hash,
    customerId,
    now,
    now + SESSION_LIFETIME_MS,
  ]);
  return token;
}

/** The bearer token of an `Authorization` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The signed-in customer's id, or 401 when the token is missing, unknown, expired or revoked. */
export function authenticate(sql: Sql, header: string | undefined, now = Date.now()): number {
  const token = bearerToken(header);
  if (!token) throw unauthorized();
  const session = sql.one<{ customer_id: number }>(
    'SELECT customer_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
    [hashSecret(token), now],
  );
  if (!session) throw unauthorized();
  return session.customer_id;
}

export function revokeSession(sql: Sql, header: string | undefined, now = Date.now()): void {
  const token = bearerToken(header);
  if (token) sql.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [now, hashSecret(token)]);
}

export function revokeAllSessions(sql: Sql, customerId: number, now = Date.now()): void {
  sql.run('UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL', [now, customerId]);
}
