// Federation runtime plugin: a remote's manifest or entry that fails to arrive is asked for again
// before the area gives up and shows its error. Written on the runtime's own hooks (fetch,
// loadEntryError), so it always matches the runtime it runs in.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first. */
  retries: number;
  /** Wait before attempt n: delayMs x n. */
  delayMs: number;
}

const DEFAULTS: RetryOptions = { retries: 2, delayMs: 400 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Server errors, time-outs and throttling are worth another try; a 404 is not. */
function worthRetrying(response: Response): boolean {
  return response.status >= 500 || response.status === 408 || response.status === 429;
}

export async function fetchWithRetry(url: string, init: RequestInit | undefined, { retries, delayMs }: RetryOptions): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (!worthRetrying(response) || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(delayMs * (attempt + 1));
  }
}

/** The entry script's URL with a marker, so a failed response is not taken from the cache. */
export function retryUrl(url: string, attempt: number): string {
  const next = new URL(url, window.location.href);
  next.searchParams.set('retry', String(attempt));
  return next.href;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type EntryExports = Awaited<ReturnType<Parameters<LoadEntryError>[0]['getRemoteEntry']>>;

export function retryPlugin(options: RetryOptions = DEFAULTS): ModuleFederationRuntimePlugin {
  async function retryEntry({
    getRemoteEntry,
    origin,
    remoteInfo,
    remoteEntryExports,
    globalLoading,
    uniqueKey,
  }: Parameters<LoadEntryError>[0]): Promise<EntryExports> {
    for (let attempt = 1; attempt <= options.retries; attempt += 1) {
      await wait(options.delayMs * attempt);
      // the failed load is still pending under this key: forget it, or the retry would wait on it
      delete globalLoading[uniqueKey];
      try {
        const recovered = await getRemoteEntry({
          origin,
          remoteInfo,
          remoteEntryExports,
          getEntryUrl: (url: string) => retryUrl(url, attempt),
        });
        if (recovered) return recovered;
      } catch {
        // next attempt, or give up below
      }
    }
    return undefined;
  }
  return {
    name: 'parts-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init, options);
    },
    // the runtime awaits what the hook answers; its declared type (a promise of a promise) cannot be
    // written with async functions, whose promises flatten
    loadEntryError: retryEntry as unknown as LoadEntryError,
  };
}

export default () => retryPlugin();
