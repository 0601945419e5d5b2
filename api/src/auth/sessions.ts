import { createHash, randomBytes } from 'node:crypto';
import { ROLE_NAMES, ROLES, type Role } from '@parts/contract/team';
import type { Sessions } from '../data/sessions';
import { NotSignedIn } from '../domain/errors';

/** A session ends 7 days after sign-in whatever happens (absolute expiry)... */
const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** ...or after 8 hours without a request (idle expiry). */
const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/**
 * How stale the stored last-seen time may get: a request writes it only when it is older than
 * this, so the per-request check stays one indexed read (and an idle session may live up to
 * this much longer than SESSION_IDLE_MS).
 */
const LAST_SEEN_PRECISION_MS = 60 * 1000;

/** A random secret for the client; the database keeps only its SHA-256. */
export function newSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new session for the customer (for one of its employees when `employeeId` is given, extension
 * team); sessions that have ended are deleted on the way (at sign-in, never per request).
 */
export async function startSession(sessions: Sessions, customerId: number, now: number, employeeId: number | null = null): Promise<string> {
  await sessions.purgeEnded(now, now - SESSION_IDLE_MS);
  const { token, hash } = newSecret();
  await sessions.insert({ tokenHash: hash, customerId, createdAt: now, expiresAt: now + SESSION_LIFETIME_MS, employeeId });
  return token;
}

/** Who is signed in: the company (customer) and, for an employee's session (extension team), the employee and their role. */
export interface SignedIn {
  customerId: number;
  /** null: the company's own login (its administrator). */
  employeeId: number | null;
  role: Role;
}

/** The bearer token of an `Authorization` header, if there is one. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Who is signed in; NotSignedIn when the token is missing, unknown, expired, idle too long or
 * revoked, or is an employee's who has been deactivated (or whose server does not run the team
 * extension: then only the company's own login signs in).
 */
export async function customerOfSession(sessions: Sessions, header: string | undefined, now: number, team: boolean): Promise<SignedIn> {
  const token = bearerToken(header);
  if (token === undefined) throw new NotSignedIn();
  const tokenHash = hashSecret(token);
  const session = await sessions.live(tokenHash, now, now - SESSION_IDLE_MS);
  if (!session) throw new NotSignedIn();
  let role: Role = ROLES.administrator;
  if (session.employeeId !== null) {
    if (!team || session.employeeActive !== true || !isRole(session.employeeRole)) throw new NotSignedIn();
    role = session.employeeRole;
  }
  if (now - session.lastSeenAt >= LAST_SEEN_PRECISION_MS) await sessions.touch(tokenHash, now);
  return { customerId: session.customerId, employeeId: session.employeeId, role };
}

const isRole = (value: string | null): value is Role => (ROLE_NAMES as readonly (string | null)[]).includes(value);

export async function revokeSession(sessions: Sessions, header: string | undefined, now: number): Promise<void> {
  const token = bearerToken(header);
  if (token) await sessions.revoke(hashSecret(token), now);
}

/** Signs the customer out everywhere but in the session of `keepHeader` (a password change). */
export async function revokeOtherSessions(
  sessions: Sessions,
  customerId: number,
  keepHeader: string | undefined,
  now: number,
): Promise<void> {
  const token = bearerToken(keepHeader);
  await sessions.revokeAllOf(customerId, now, token === undefined ? undefined : hashSecret(token));
}

/** Signs an employee out everywhere but in the session of `keepHeader` (their password change; extension team). */
export async function revokeOtherEmployeeSessions(
  sessions: Sessions,
  employeeId: number,
  keepHeader: string | undefined,
  now: number,
): Promise<void> {
  const token = bearerToken(keepHeader);
  await sessions.revokeAllOfEmployee(employeeId, now, token === undefined ? undefined : hashSecret(token));
}
