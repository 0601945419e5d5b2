import type { FastifyInstance } from 'fastify';
import { customerOfSession } from '../auth/sessions';
import type { Sessions } from '../data/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set by the authentication hook on routes with `auth: true`. */
    customerId: number | null;
  }
  interface FastifyContextConfig {
    /** The route answers only a signed-in customer (401 otherwise). */
    auth?: boolean;
    /** The answer carries a secret (the login's token): kept by no cache, as every signed-in answer. */
    tokenBearing?: boolean;
  }
}

/**
 * Authentication as onRequest hooks on the root instance (so every route plugin gets it): on a
 * route configured with `auth: true` it reads the bearer token and puts the signed-in customer on
 * the request, or answers 401 before the body is even read.
 */
export function installAuthentication(app: FastifyInstance, sessions: Sessions, now: () => number): void {
  app.decorateRequest('customerId', null);
  // one customer's data or a token: never kept by a browser's or a proxy's cache (set before
  // anything can answer, so a 401, a 400 and a 429 of these routes carry it too)
  app.addHook('onRequest', (request, reply, done) => {
    const { auth, tokenBearing } = request.routeOptions.config;
    if (auth === true || tokenBearing === true) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== true) return;
    request.customerId = await customerOfSession(sessions, request.headers.authorization, now());
  });
}
