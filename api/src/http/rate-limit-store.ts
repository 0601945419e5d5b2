import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { hitRateLimit, purgeRateLimits } from '../data/rate-limits';
import type { Executor } from '../data/executor';

/** Ended counters are deleted about once in this many requests. */
const PURGE_EVERY = 200;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (rate_limits), so that
 * every instance of the API counts a client's requests against one budget per route. Each route
 * gets a child store whose keys start with the route's method and path.
 */
export function databaseRateLimitStore(db: Executor, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let sincePurge = 0;
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const at = now();
      hitRateLimit(db, `${prefix}${key}`, at, timeWindow)
        .then(async ({ hits, expiresAt }) => {
          sincePurge += 1;
          if (sincePurge >= PURGE_EVERY) {
            sincePurge = 0;
            await purgeRateLimits(db, at);
          }
          callback(null, { current: hits, ttl: Math.max(0, expiresAt - at) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
    child(routeOptions) {
      // the plugin passes the route's options under routeInfo (as its Redis store reads them)
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return store(`${String(route.method ?? '')} ${String(route.url ?? routeOptions.path)} `);
    },
  });
  return class DatabaseRateLimitStore {
    constructor(_options: FastifyRateLimitOptions) {
      return store('global ');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
