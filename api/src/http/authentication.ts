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
  }
}

/**
 * Authentication as an onRequest hook on the root instance (so every route plugin gets it): on a
 * route configured with `auth: true` it reads the bearer token and puts the signed-in customer on
 * the request, or answers 401 before the body is even read.
 */
export function installAuthentication(app: FastifyInstance, sessions: Sessions, now: () => number): void {
  app.decorateRequest('customerId', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== true) return;
    request.customerId = await customerOfSession(sessions, request.headers.authorization, now());
  });
}
