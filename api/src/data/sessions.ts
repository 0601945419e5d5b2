import type { Sql } from '../db/sql';

/** Sessions and password-recovery tokens, stored by the SHA-256 of their secrets. */
export interface Sessions {
  insert(session: { tokenHash: string; customerId: number; createdAt: number; expiresAt: number }): void;
  /** The customer of a live (not revoked, not expired) session. */
  customerOf(tokenHash: string, now: number): number | undefined;
  revoke(tokenHash: string, now: number): void;
  revokeAllOf(customerId: number, now: number): void;
}

export function sessionsTable(sql: Sql): Sessions {
  return {
    insert({ tokenHash, customerId, createdAt, expiresAt }) {
      sql.run('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [
        tokenHash,
        customerId,
        createdAt,
        expiresAt,
      ]);
    },
    customerOf(tokenHash, now) {
      return sql.one<{ customer_id: number }>(
        'SELECT customer_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
        [tokenHash, now],
      )?.customer_id;
    },
    revoke(tokenHash, now) {
      sql.run('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [now, tokenHash]);
    },
    revokeAllOf(customerId, now) {
      sql.run('UPDATE sessions SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL', [now, customerId]);
    },
  };
}
