/**
 * The shop's one TanStack Query client. It lives on `window` like the events, so a remote loaded
 * later (even one that ships its own kernel copy) reads and invalidates the same cache. Part of the
 * kernel's main entry on TanStack's core alone (`@tanstack/query-core`, no React hooks): the
 * kernel's own loaders (the reference data every page starts with, the banner slider of /login)
 * use it on pages that never load the query facade (`@parts/shared-kernel/query`, react-query's
 * hooks), and the facade hands the apps this same client.
 */
import { QueryClient } from '@tanstack/query-core';
import { on } from '../events';

declare global {
  interface Window {
    __partsQueryClient?: QueryClient;
  }
}

/**
 * Defaults of every query: no retry (the http client shows SPEC section 8's notification for each
 * failed call, a retry would show it again), no refetch on window focus (the screens did not
 * reload when the dealer came back to the tab), answers fresh for 30 s (a page opened again within
 * that time shows its answer at once; a mutation invalidates what it changes anyway).
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Key prefixes that outlive a session: what the shop shows whoever is signed in (the reference data). */
const SESSIONLESS = new Set<unknown>(['reference-data']);

let sessionWatched: QueryClient | undefined;

/** The shop's client (created on first use). */
export function shopQueryClient(): QueryClient {
  const client = (window.__partsQueryClient ??= createShopQueryClient());
  if (sessionWatched !== client) {
    sessionWatched = client;
    // another dealer (or none) signed in: nothing of the previous session's answers may show
    let token = window.__partsEvents?.last['auth:token'];
    on(
      'auth:token',
      (next) => {
        if (next === token) return;
        token = next;
        // every dealer's answer back to nothing (screens still on show lose the previous dealer's
        // data at once); what is on screen and enabled asks again with the new session
        void client.resetQueries({ predicate: (query) => !SESSIONLESS.has(query.queryKey[0]) });
      },
      { replay: false },
    );
  }
  return client;
}
