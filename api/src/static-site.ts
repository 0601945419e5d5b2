import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basename, relative, sep } from 'node:path';
import { setDocumentHeaders } from './http/security-headers';
import { translate } from './i18n/messages';
import { shellPolicy } from './shell-policy';

const NO_CACHE_FILES = new Set(['index.html', 'config.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js']);
/**
 * The service worker's own policy (a worker runs under the CSP its script is served with): it
 * only fetches the shop's own files and reference data, and runs no other code.
 */
const SERVICE_WORKER_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";
/** A content hash in a file name: main.3f9a1c2b.js, 123.abcdef12.chunk.css, remoteEntry.9f8e7d6c5b.js */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;
/** Paths the single-page app never owns. */
const NOT_APP_PATH = /^\/(api|backoffice|remotes|docs)(\/|$)/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache and cross-origin headers of the front end's files (see docs/operations.md "Deploying one remote"), and
 * the shell's own Content-Security-Policy on index.html (every other answer has the strict one
 * of http/security-headers.ts).
 */
function deployHeaders(deployDir: string) {
  const policy = shellPolicy(deployDir);
  return (reply: FastifyReply, filePath: string): void => {
    // a pre-compressed file is sent for its original (main.js.br for main.js): the headers are the original's
    const name = basename(filePath).replace(/\.br$/, '');
    const path = relative(deployDir, filePath).replace(/\.br$/, '');
    if (path === 'index.html') {
      setDocumentHeaders(reply);
      reply.header('content-security-policy', policy());
    }
    if (path === 'sw.js') reply.header('content-security-policy', SERVICE_WORKER_POLICY);
    const inRemotes = path.split(sep)[0] === 'remotes';
    if (NO_CACHE_FILES.has(name) || /^remotes.*\.json$/.test(name)) reply.header('cache-control', 'no-cache');
    else if (HASHED_NAME.test(name)) reply.header('cache-control', IMMUTABLE);
    else reply.header('cache-control', 'public, max-age=300');
    if (inRemotes) {
      reply.header('access-control-allow-origin', '*');
      reply.header('timing-allow-origin', '*');
    }
  };
}

/** A navigation of the app (no file extension, wants HTML) that no file answers. */
function isAppNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const lastSegment = path.split('/').pop() ?? '';
  return (
    request.method === 'GET' &&
    !NOT_APP_PATH.test(path) &&
    !/\.[a-z0-9]+$/i.test(lastSegment) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built front end (deploy/) at / with the remotes under /remotes/, pre-compressed
 * files when present, and index.html for every app route (history-mode router).
 */
export async function serveFrontEnd(app: FastifyInstance, deployDir: string | undefined): Promise<void> {
  if (deployDir) {
    await app.register(fastifyStatic, {
      root: deployDir,
      prefix: '/',
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: deployHeaders(deployDir),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (deployDir && isAppNavigation(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ title: translate(request.language, 'Not found'), status: 404 });
  });
}
