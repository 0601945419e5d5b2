import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';

/**
 * One more request against a counter: a new counter (or one whose window has ended) starts at 1
 * with a window ending at `expiresAt`; one statement, so requests on several instances at once
 * each count (the upsert takes the row's lock).
 */
const HIT = prepared<{ key: string; now: number; expiresAt: number }, { hits: number; expires_at: number }>(
  (_db, params) => sql<{
    hits: number;
    expires_at: number;
  }>`INSERT INTO rate_limits (rate_key, hits, expires_at) VALUES (${params.key}, 1, ${params.expiresAt})
    ON CONFLICT (rate_key) DO UPDATE SET
      hits = CASE WHEN rate_limits.expires_at <= ${params.now} THEN 1 ELSE rate_limits.hits + 1 END,
      expires_at = CASE WHEN rate_limits.expires_at <= ${params.now} THEN excluded.expires_at ELSE rate_limits.expires_at END
    RETURNING hits, expires_at`,
);

/** Counts a request; answers the hits in the current window and when it ends (epoch ms). */
export async function hitRateLimit(db: Executor, key: string, now: number, windowMs: number): Promise<{ hits: number; expiresAt: number }> {
  const row = await HIT.first(db, { key, now, expiresAt: now + windowMs });
  return { hits: Number(row?.hits ?? 1), expiresAt: Number(row?.expires_at ?? now + windowMs) };
}

/** Deletes the counters whose window has ended. */
export async function purgeRateLimits(db: Executor, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
}
