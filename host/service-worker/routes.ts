/**
 * What the shop's service worker does with a request, decided from its method, URL and mode alone
 * (shared by the worker's routes and its warm-up, and unit-tested): the shell and the host's
 * unhashed files from the network, the cache when the network fails or is slow (a stale shell would
 * ask for chunks a host deploy has removed); files with a content hash in their name from
 * cache for good; the manifests that choose the code (config.json, remotes*.json, each remote's
 * mf-manifest.json and remoteEntry.js) always from the network, the cache only when the network
 * fails; the store's reference data (no dealer's data) from cache, revalidated in the background.
 * Everything else (the API's other answers, pictures, other origins) is not touched.
 */
import { REFERENCE_DATA_PATHS } from '@parts/shared-kernel/reference-data-paths';

export type Treatment =
  /** index.html, whatever app path asked for it: from the network, the cache when it fails or is slow */
  | 'shell'
  /** a file with a content hash in its name: from cache, never asked again */
  | 'immutable'
  /** a front-end file without a hash (the host's main.js...): as the shell */
  | 'static'
  /** a file that decides which code runs: from the network, the cache only when it cannot be reached */
  | 'manifest'
  /** the store's reference data: from cache, revalidated in the background */
  | 'reference'
  /** a sign-in or sign-out: the reference data cache is emptied */
  | 'session'
  | 'none';

/** Same pattern as the server's (api/src/static-site.ts): main.3f9a1c2b.js, 123.abcdef12.css */
const HASHED_NAME = /[.-][0-9a-f]{8,}[.-]/i;
/** Paths the single-page app never owns (the server's list). */
const NOT_APP_PATH = /^\/(api|backoffice|remotes|docs)(\/|$)/i;
const FRONT_END_FILE = /\.(js|css|json|svg|png|jpe?g|webp|woff2?)$/i;
const MANIFEST_FILES = new Set(['config.json', 'mf-manifest.json', 'remoteEntry.js']);

/** The reference data the shell loads at start: the store's, the same for every dealer. */
export const REFERENCE_PATHS: ReadonlySet<string> = new Set(REFERENCE_DATA_PATHS);

const SESSION_PATHS: ReadonlySet<string> = new Set(['/api/user/login', '/api/user/logout']);

export interface RequestFacts {
  method: string;
  url: URL;
  /** Request.mode: 'navigate' for a page load */
  mode: string;
}

export function treatmentOf({ method, url, mode }: RequestFacts, origin: string): Treatment {
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (method === 'POST' && SESSION_PATHS.has(path)) return 'session';
  if (method !== 'GET') return 'none';
  const name = path.split('/').pop() ?? '';
  if (mode === 'navigate') return !NOT_APP_PATH.test(path) && !/\.[a-z0-9]+$/i.test(name) ? 'shell' : 'none';
  if (REFERENCE_PATHS.has(path)) return url.search === '' ? 'reference' : 'none';
  if (/^\/(api|backoffice|docs)(\/|$)/i.test(path)) return 'none';
  if (MANIFEST_FILES.has(name) || /^\/remotes[^/]*\.json$/.test(path)) return 'manifest';
  if (!FRONT_END_FILE.test(name) || name === 'sw.js') return 'none';
  return HASHED_NAME.test(name) ? 'immutable' : 'static';
}

/** The one cache key of the shell: every app path is answered with the same index.html. */
export const SHELL_KEY = '/index.html';

/**
 * The reference data's cache key: its URL and what else its answer depends on (the dealer's
 * language and the store, both sent as headers), so a language switch or another store never
 * gets another's answer.
 */
export function referenceKey(url: URL, language: string | null, store: string | null): string {
  const key = new URL(url.href);
  key.searchParams.set('sw-language', language ?? '');
  key.searchParams.set('sw-store', store ?? '');
  return key.href;
}
