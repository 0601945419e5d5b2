import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Headers and body fields that never reach the log. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.Password',
  'req.body.NewPassword',
  'req.body.ConfirmNewPassword',
  'req.body.token',
  'req.body.Token',
];

/** Refusals worth knowing about: someone without a session, without rights, or throttled. */
const NOTABLE_REFUSALS = new Set([401, 403, 429]);
export const SLOW_REQUEST_MS = 200;
/**
 * Routes that hash or check a password (scrypt at OWASP's cost, about 0.3 s each, twice when an
 * old hash is made again) are slow by design: the log calls them slow only past this.
 */
export const PASSWORD_ROUTE_SLOW_MS = 2000;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The path of a request URL without its query string: a query may carry a secret (the password
 * recovery link's `token`, a `?token=` someone sends), so no log line holds one.
 */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** What a log line says of a request: its method and path (never its query), host and client address. */
function requestForLog(request: FastifyRequest): Record<string, string | number | undefined> {
  return {
    method: request.method,
    url: pathOf(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    // Fastify's own serializer writes the whole URL, query string included
    serializers: { req: requestForLog },
    ...(stream && { stream }),
  };
}

/**
 * One line per request at most: errors (logged by the error handler), notable refusals and slow
 * requests at `warn` (what production logs), every other request at `info` (development).
 */
export function installRequestLog(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (NOTABLE_REFUSALS.has(status)) {
      request.log.warn({ req: request, status, ms }, 'request refused');
    } else if (ms > (request.routeOptions.config.slowMs ?? slowMs)) {
      request.log.warn({ req: request, status, ms }, 'slow request');
    } else {
      request.log.info({ req: request, status, ms }, 'request completed');
    }
    done();
  });
}
