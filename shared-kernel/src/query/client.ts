/**
 * The shop's one TanStack Query client. It lives on `window` like the events, so a remote loaded
 * later (even one that ships its own kernel copy) reads and invalidates the same cache; the kernel
 * (a federation singleton) creates it on first use.
 */
import { QueryClient } from '@tanstack/react-query';
import { on } from '@parts/shared-kernel';

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
        // every answer back to nothing (screens still on show lose the previous dealer's data at
        // once); what is on screen and enabled asks again with the new session
        void client.resetQueries();
      },
      { replay: false },
    );
  }
  return client;
}
