import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The policy of every answer but the shell's index.html (which gets its own, see
 * shell-policy.ts): JSON, pictures, scripts and styles run nothing and frame nothing.
 */
const ANSWER_POLICY = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * helmet's security headers on every answer: nosniff, Referrer-Policy, X-Frame-Options DENY,
 * HSTS, COOP and the CSP above. helmet's middleware is built once and applied in one
 * synchronous onRequest hook, so the API's hot answers pay for a dozen setHeader calls only
 * (@fastify/helmet builds helmet anew on every request, about 10 µs).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const secure = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: ANSWER_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // the remotes, their chunks and the pictures are loaded by pages of other origins too (a CDN, another
    // host); no answer rides on a cookie (the token is a header), so there is nothing ambient to protect
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, () => done());
  });
}
