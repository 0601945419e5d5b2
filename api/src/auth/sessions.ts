import { createHash, randomBytes } from 'node:crypto';
import type { Sessions } from '../data/sessions';
import { NotSignedIn } from '../domain/errors';

const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A random secret for the client; the database keeps only its SHA-256. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function startSession(sessions: Sessions, customerId: number, now = Date.now()): string {
  const { token, hash } = newSecret();
  sessions.insert({ tokenHash: hash, customerId, createdAt: now, expiresAt: now + SESSION_LIFETIME_MS });
  return token;
}

/** The bearer token of an `Authorization` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The signed-in customer's id; NotSignedIn when the token is missing, unknown, expired or revoked. */
export function customerOfSession(sessions: Sessions, header: string | undefined, now = Date.now()): number {
  const token = bearerToken(header);
  const customerId = token === undefined ? undefined : sessions.customerOf(hashSecret(token), now);
  if (customerId === undefined) throw new NotSignedIn();
  return customerId;
}

export function revokeSession(sessions: Sessions, header: string | undefined, now = Date.now()): void {
  const token = bearerToken(header);
  if (token) sessions.revoke(hashSecret(token), now);
}
