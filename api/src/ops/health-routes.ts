/**
 * GET /health and GET /ready, for a load balancer or an orchestrator: outside /api, without
 * authentication or rate limits (none is configured on them), never cached, nothing secret in them.
 *
 * - /health: the process is alive and answers (no database, nothing else: cheap enough to ask often).
 * - /ready: this instance can serve: the database answers within its timeout with every migration
 *   of this version applied, and every further check registered on `app.readiness` passes.
 *   200 with the checks when ready, 503 with the same body when not. While the server closes
 *   (SIGTERM), Fastify answers 503 to every new request, /ready included.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { Readiness } from './readiness';

/** The database check: reachable (a connection as a new one would be made) and migrated to this version. */
export function databaseCheck(database: Db) {
  return async () => {
    const { pendingMigrations } = await database.probe();
    return { ok: pendingMigrations.length === 0, detail: { dialect: database.dialect, pendingMigrations: pendingMigrations.length } };
  };
}

export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const report = await readiness.run();
    reply.header('cache-control', 'no-store');
    reply.code(report.ready ? 200 : 503);
    return report;
  });
}
