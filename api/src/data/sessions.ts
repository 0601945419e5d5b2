import type { Sql } from '../db/sql';

/** A live session as the authentication reads it. */
export interface LiveSession {
  customerId: number;
  lastSeenAt: number;
}

/** Sessions, stored by the SHA-256 of their tokens; times are epoch milliseconds. */
export interface Sessions {
  insert(session: { tokenHash: string; customerId: number; createdAt: number; expiresAt: number }): void;
  /** A session that is not revoked, not past its end and used since `idleSince`: one primary-key read. */
  live(tokenHash: string, now: number, idleSince: number): LiveSession | undefined;
  /** Records that the session was used now (the idle clock starts again). */
  touch(tokenHash: string, now: number): void;
  revoke(tokenHash: string, now: number): void;
  /** Revokes every session of the customer, but the one of `exceptTokenHash` when given. */
  revokeAllOf(customerId: number, now: number, exceptTokenHash?: string): void;
  /** Deletes the sessions that can never be used again: past their end, idle since before `idleSince`, or revoked. */
  purgeEnded(now: number, idleSince: number): number;
}

export function sessionsTable(sql: Sql): Sessions {
  return {
    insert({ tokenHash, customerId, createdAt, expiresAt }) {
      sql.run('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)', [
        tokenHash,
        customerId,
        createdAt,
        expiresAt,
        createdAt,
      ]);
    },
    live(tokenHash, now, idleSince) {
      const row = sql.one<{ customer_id: number; last_seen_at: number }>(
        'SELECT customer_id, last_seen_at FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ? AND last_seen_at > ?',
        [tokenHash, now, idleSince],
      );
      return row && { customerId: row.customer_id, lastSeenAt: row.last_seen_at };
    },
    touch(tokenHash, now) {
      sql.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', [now, tokenHash]);
    },
    revoke(tokenHash, now) {
      sql.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [now, tokenHash]);
    },
    revokeAllOf(customerId, now, exceptTokenHash) {
      sql.run('UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL AND token_hash <> ?', [
        now,
        customerId,
        exceptTokenHash ?? '',
      ]);
    },
    purgeEnded(now, idleSince) {
      return sql.run('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ? OR revoked_at IS NOT NULL', [now, idleSince]).changes;
    },
  };
}
