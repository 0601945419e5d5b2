/**
 * The shop's service worker (deploy/sw.js, built by scripts/webpack/service-worker-config.ts and
 * registered by host/src/app/service-worker.ts after the page has loaded). Routes: see
 * routes.ts. Its problems are only logged (SPEC section 8): a failed revalidation leaves the
 * cached answer, a failed network with nothing cached answers as the network did.
 */
import { clientsClaim } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { SHELL_KEY, referenceKey, treatmentOf, type Treatment } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** Raised when what is cached changes meaning: the activation removes every other cache of the shop. */
const GENERATION = 1;
export const CACHE_NAMES = {
  shell: `parts-shell-v${GENERATION}`,
  files: `parts-files-v${GENERATION}`,
  manifests: `parts-manifests-v${GENERATION}`,
  reference: `parts-reference-v${GENERATION}`,
} as const;

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });
const ignoreVary = { ignoreVary: true };

const shellKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => new URL(SHELL_KEY, self.location.origin).href,
};
const referenceCacheKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    referenceKey(new URL(request.url), request.headers.get('Accept-Language'), request.headers.get('X-Store-Id')),
};

/** How long the shell waits for the network before the cached copy answers. */
const SHELL_NETWORK_WAIT_S = 3;

const strategies: Partial<Record<Treatment, CacheFirst | NetworkFirst | StaleWhileRevalidate>> = {
  // The shell and the host's unhashed files come from the network first (a conditional request,
  // answered 304 while nothing changed), the cache only when the network fails or is slow: a shell
  // served stale after a host deploy would ask for chunks the deploy has removed from the server.
  shell: new NetworkFirst({
    cacheName: CACHE_NAMES.shell,
    networkTimeoutSeconds: SHELL_NETWORK_WAIT_S,
    plugins: [onlyOk, shellKey],
    matchOptions: ignoreVary,
  }),
  static: new NetworkFirst({
    cacheName: CACHE_NAMES.shell,
    networkTimeoutSeconds: SHELL_NETWORK_WAIT_S,
    plugins: [onlyOk],
    matchOptions: ignoreVary,
  }),
  // old versions' files leave the cache as new ones come in
  immutable: new CacheFirst({
    cacheName: CACHE_NAMES.files,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
    matchOptions: ignoreVary,
  }),
  manifest: new NetworkFirst({ cacheName: CACHE_NAMES.manifests, plugins: [onlyOk], matchOptions: ignoreVary }),
  reference: new StaleWhileRevalidate({ cacheName: CACHE_NAMES.reference, plugins: [onlyOk, referenceCacheKey], matchOptions: ignoreVary }),
};

const origin = self.location.origin;
const treatment = (request: Request): Treatment =>
  treatmentOf({ method: request.method, url: new URL(request.url), mode: request.mode }, origin);

for (const [name, strategy] of Object.entries(strategies)) {
  registerRoute(({ request }) => treatment(request) === name, strategy);
}

// a sign-in or sign-out empties the reference data's cache (it holds no dealer's data, and no
// dealer's answer is ever cached: the cart, orders and the customer always go to the network)
self.addEventListener('fetch', (event) => {
  if (treatment(event.request) === 'session') event.waitUntil(caches.delete(CACHE_NAMES.reference));
});

/** How long an installation waits for the page's list of files (then it goes on without). */
const WARM_WAIT_MS = 10_000;
let warmed: () => void = () => undefined;
const firstWarm = new Promise<void>((resolve) => (warmed = resolve));

// The installation waits for the page's first list of files (see warm below): files stored while
// the worker installs get their compiled code cached at once by Chromium, so the next load runs
// them without compiling them again (stored later, only a third load would).
self.addEventListener('install', (event) => {
  void self.skipWaiting();
  event.waitUntil(Promise.race([firstWarm, new Promise<void>((resolve) => setTimeout(resolve, WARM_WAIT_MS))]));
});
clientsClaim();

self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHE_NAMES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('parts-') && !current.has(name)).map((name) => caches.delete(name))),
      ),
  );
});

/**
 * The page's first load came before the worker: it sends the URLs it loaded (its resource
 * timing), and the worker stores those it would have cached (from the HTTP cache, mostly), so the
 * next load is served from here already.
 */
async function warm(urls: unknown): Promise<void> {
  if (!Array.isArray(urls)) return;
  const hrefs = urls.slice(0, 300).filter((href): href is string => typeof href === 'string');
  await Promise.all(hrefs.map((href) => store(href)));
}

async function store(href: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return;
  }
  const kind = url.pathname === '/' ? 'shell' : treatmentOf({ method: 'GET', url, mode: 'no-cors' }, origin);
  if (kind !== 'immutable' && kind !== 'static' && kind !== 'shell') return;
  const cache = await caches.open(kind === 'immutable' ? CACHE_NAMES.files : CACHE_NAMES.shell);
  const key = kind === 'shell' ? new URL(SHELL_KEY, origin).href : url.href;
  if (await cache.match(key, ignoreVary)) return;
  try {
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (response.status === 200) await cache.put(key, response);
  } catch (error) {
    console.warn('Service worker: could not store', url.href, error);
  }
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'parts:warm') {
    event.waitUntil(
      Promise.all([
        warm((data as { urls?: unknown }).urls)
          .catch((error: unknown) => console.warn('Service worker: could not store the page’s files', error))
          .finally(() => warmed()),
        // an active worker the page registered again (an unregistration not yet complete is undone,
        // with no new activation) takes the page over now: its next files pass through here, and
        // the page hands over what it fetched meanwhile (controllerchange); a worker not yet
        // active refuses, and claims the page when it activates
        self.clients.claim().catch(() => undefined),
      ]),
    );
  }
});
