import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers by helmet, in two sets built once:
 *
 * - every answer (API JSON, errors, pictures, scripts, styles): `X-Content-Type-Options: nosniff`,
 *   `Referrer-Policy: no-referrer`, HSTS and a CSP that runs nothing and may not be framed
 *   (`default-src 'none'; frame-ancestors 'none'`), set in one synchronous onRequest hook;
 * - documents (the shell's index.html, Swagger UI) add what only a page needs: X-Frame-Options,
 *   COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies,
 *   X-XSS-Protection: 0; their CSP is their own (shell-policy.ts, /docs).
 *
 * Kept lean because a page loads twenty scripts and each answer carries these bytes (the shop's
 * JS budgets count them), and cheap because the API's hot answers pay for them: helmet's
 * middleware is built once (@fastify/helmet builds helmet anew on every request, about 10 µs).
 */
const everyAnswer = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'no-referrer' },
  // the remotes, their chunks and the pictures are loaded by pages of other origins too: no CORP
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The headers helmet sets for a document beyond those of every answer, captured once. */
const DOCUMENT_HEADERS: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const capture = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    referrerPolicy: false,
    crossOriginResourcePolicy: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
  })({} as never, capture as never, () => undefined);
  return headers;
})();

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    everyAnswer(request.raw, reply.raw, () => done());
  });
}

/** A page's headers on top of every answer's (see above); its CSP is set by the caller. */
export function setDocumentHeaders(reply: FastifyReply): void {
  reply.headers(DOCUMENT_HEADERS);
}
