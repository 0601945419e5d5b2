/** Libraries every front end shares as one instance, keyed by import path -> package name. */
export const SHARED_SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  // not react-router-dom itself: a shared module is shipped whole; the kernel's router facade
  // re-exports what the apps use and webpack drops the rest of react-router inside it
  '@parts/shared-kernel/router': '@parts/shared-kernel',
  jotai: 'jotai',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@parts/shared-kernel': '@parts/shared-kernel',
  // server state: one TanStack Query client and cache for the shop, through the kernel's facade
  '@parts/shared-kernel/query': '@parts/shared-kernel',
  // swiper itself is not shared: a shared module cannot be tree-shaken, and the slider needs a few
  // of its modules only; the slider entry (one instance for every app) carries what it uses
  '@parts/shared-kernel/banner-slider': '@parts/shared-kernel',
  // through the kernel's facade of the functions the apps call (the contract's schemas in every app)
  valibot: 'valibot',
};

/**
 * The host's shared modules every first page runs (/login, /, the product page, /cart): the host
 * provides them eagerly, inside main.js, instead of one async chunk each (a dozen requests, each
 * with its headers, and each compressed alone). The remotes still take them from the share scope.
 * An eager module may import only eager shared modules; jotai and the query facade (not on /login)
 * stay async.
 */
export const EAGER_IN_HOST: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@parts/shared-kernel/router',
  'i18next',
  'react-i18next',
  'valibot',
];

/** SPEC section 9: chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

/** Dev servers: the api runs here and every dev server proxies /api to it. */
export const DEV_API_PORT = Number(process.env.DEV_API_PORT ?? 8090);

export { HOST, REMOTES, type RemoteApp } from './apps';
