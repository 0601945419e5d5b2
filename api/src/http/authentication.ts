import type { FastifyInstance } from 'fastify';
import type { IntegrationScope } from '@parts/contract/integration';
import type { Role } from '@parts/contract/team';
import { callerOfKey, presentedKey, type IntegrationCaller } from '../auth/integration-keys';
import { customerOfSession } from '../auth/sessions';
import type { Executor } from '../data/executor';
import type { Sessions } from '../data/sessions';
import { Forbidden, NotSignedIn } from '../domain/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set by the authentication hook on routes with `auth: true`. */
    customerId: number | null;
    /** The employee signed in (extension team); null for the company's own login or a guest. */
    employeeId: number | null;
    /** The signed-in person's role (the company's own login: administrator). */
    role: Role | null;
    /** The integration key calling; set by the authentication hook on integration routes. */
    integrationCaller: IntegrationCaller | null;
  }
  interface FastifyContextConfig {
    /** The route answers only a signed-in customer (401 otherwise). */
    auth?: boolean;
    /** The answer carries a secret (the login's token): kept by no cache, as every signed-in answer. */
    tokenBearing?: boolean;
    /** A route of the integration API: only an integration key (with `scope`, when named) may call it. */
    integration?: { scope?: IntegrationScope };
  }
}

/**
 * Authentication as onRequest hooks on the root instance (so every route plugin gets it): on a
 * route configured with `auth: true` it reads the bearer token and puts the signed-in customer on
 * the request, or answers 401 before the body is even read; then the signed-in person's role
 * (extension team) must be one the call's entry in the table of calls names, or it answers 403.
 */
export function installAuthentication(app: FastifyInstance, sessions: Sessions, now: () => number, team: boolean, db: Executor): void {
  app.decorateRequest('customerId', null);
  app.decorateRequest('employeeId', null);
  app.decorateRequest('role', null);
  app.decorateRequest('integrationCaller', null);
  // one customer's data or a token: never kept by a browser's or a proxy's cache (set before
  // anything can answer, so a 401, a 400 and a 429 of these routes carry it too)
  app.addHook('onRequest', (request, reply, done) => {
    const { auth, tokenBearing, integration } = request.routeOptions.config;
    if (auth === true || tokenBearing === true || integration !== undefined) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.auth !== true) return;
    const signedIn = await customerOfSession(sessions, request.headers.authorization, now(), team);
    request.customerId = signedIn.customerId;
    request.employeeId = signedIn.employeeId;
    request.role = signedIn.role;
    // the role of the call (the table of calls; extension team), before the body is read: a call
    // that names no roles is refused to every role (a new call is closed until it says who may)
    const roles = request.routeOptions.config.call?.roles;
    if (!roles?.includes(signedIn.role)) throw new Forbidden('Your role does not allow this.');
  });
  // the integration API: a key only (X-Api-Key or Authorization: Bearer); a dealer's session token
  // is not a key, and a key is no session (customerOfSession finds no session of its hash)
  app.addHook('onRequest', async (request) => {
    const { integration } = request.routeOptions.config;
    if (integration === undefined) return;
    const key = presentedKey(request.headers);
    const caller = key === undefined ? undefined : await callerOfKey(db, key);
    if (!caller) throw new NotSignedIn('An integration API key is required (X-Api-Key or Authorization: Bearer).');
    if (integration.scope !== undefined && !caller.scopes.includes(integration.scope))
      throw new Forbidden(`The API key lacks the scope ${integration.scope}.`);
    request.integrationCaller = caller;
  });
}
