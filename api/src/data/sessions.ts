import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';

/** A live session as the authentication reads it. */
export interface LiveSession {
  customerId: number;
  lastSeenAt: number;
}

/** Sessions, stored by the SHA-256 of their tokens; times are epoch milliseconds. */
export interface Sessions {
  insert(session: { tokenHash: string; customerId: number; createdAt: number; expiresAt: number }): Promise<void>;
  /** A session that is not revoked, not past its end and used since `idleSince`: one primary-key read. */
  live(tokenHash: string, now: number, idleSince: number): Promise<LiveSession | undefined>;
  /** Records that the session was used now (the idle clock starts again). */
  touch(tokenHash: string, now: number): Promise<void>;
  revoke(tokenHash: string, now: number): Promise<void>;
  /** Revokes every session of the customer, but the one of `exceptTokenHash` when given. */
  revokeAllOf(customerId: number, now: number, exceptTokenHash?: string): Promise<void>;
  /** Deletes the sessions that can never be used again: past their end, idle since before `idleSince`, or revoked. */
  purgeEnded(now: number, idleSince: number): Promise<number>;
}

/** The session check of every signed-in request (compiled once: the hottest query of the API). */
const LIVE = prepared<{ tokenHash: string; now: number; idleSince: number }, { customer_id: number; last_seen_at: number }>((db, params) =>
  db
    .selectFrom('sessions')
    .select(['customer_id', 'last_seen_at'])
    .where('token_hash', '=', params.tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', params.now)
    .where('last_seen_at', '>', params.idleSince),
);

const TOUCH = prepared<{ tokenHash: string; now: number }, never>((db, params) =>
  db.updateTable('sessions').set({ last_seen_at: params.now }).where('token_hash', '=', params.tokenHash),
);

/** The sessions table: in the database, so every instance of the API knows every session. */
export function sessionsTable(db: Executor): Sessions {
  return {
    async insert({ tokenHash, customerId, createdAt, expiresAt }) {
      await db
        .insertInto('sessions')
        .values({ token_hash: tokenHash, customer_id: customerId, created_at: createdAt, expires_at: expiresAt, last_seen_at: createdAt })
        .execute();
    },
    async live(tokenHash, now, idleSince) {
      const row = await LIVE.first(db, { tokenHash, now, idleSince });
      return row && { customerId: row.customer_id, lastSeenAt: row.last_seen_at };
    },
    async touch(tokenHash, now) {
      await TOUCH.run(db, { tokenHash, now });
    },
    async revoke(tokenHash, now) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllOf(customerId, now, exceptTokenHash) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .where('token_hash', '<>', exceptTokenHash ?? '')
        .execute();
    },
    async purgeEnded(now, idleSince) {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
