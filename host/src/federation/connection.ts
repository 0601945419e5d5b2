/**
 * Whether the shop's server can be reached, for the shell's offline state and the truth of a
 * remote area's failure message: a remote that alone fails leaves the rest of the shop working,
 * a server that cannot be reached (or a browser that is offline) does not.
 *
 * Asked when a remote area fails to load and whenever a call gets no answer at all (the kernel's
 * `network:failed`); the browser's offline and online events count too. While the server cannot
 * be reached it is asked again, less and less often (2 s doubling to 30 s), until it answers.
 */
import { useSyncExternalStore } from 'react';
import { ApiError, http, on } from '@parts/shared-kernel';

/** `checking`: a failure was seen and the server is being asked. */
export type Reach = 'online' | 'checking' | 'unreachable' | 'offline';

const FIRST_RECHECK_MS = 2000;
const MAX_RECHECK_MS = 30_000;

let reach: Reach = 'online';
let asking: Promise<Reach> | undefined;
let recheck: ReturnType<typeof setTimeout> | undefined;
let recheckMs = FIRST_RECHECK_MS;
const listeners = new Set<() => void>();

function set(next: Reach): void {
  if (next === reach) return;
  reach = next;
  for (const listener of listeners) listener();
}

const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** One request that any answer proves the server is there; none (or a gateway's 502/503/504) proves it is not. */
async function probe(): Promise<Reach> {
  if (browserOffline()) return 'offline';
  try {
    await http.get('/api/config', { quiet: true });
    return 'online';
  } catch (error) {
    if (!(error instanceof ApiError)) return 'unreachable';
    return error.status === 0 || (error.status >= 502 && error.status <= 504) ? 'unreachable' : 'online';
  }
}

function scheduleRecheck(): void {
  if (recheck !== undefined) return;
  recheck = setTimeout(() => {
    recheck = undefined;
    void checkConnection();
  }, recheckMs);
  recheckMs = Math.min(MAX_RECHECK_MS, recheckMs * 2);
}

/** Asks the server now (one question at a time); answers what was found. */
export function checkConnection(): Promise<Reach> {
  if (asking) return asking;
  if (reach === 'online') set(browserOffline() ? 'offline' : 'checking');
  asking = probe().then((found) => {
    asking = undefined;
    set(found);
    if (found === 'online') {
      recheckMs = FIRST_RECHECK_MS;
      if (recheck !== undefined) clearTimeout(recheck);
      recheck = undefined;
    } else {
      scheduleRecheck();
    }
    return found;
  });
  return asking;
}

/** What is known now, for a component: re-rendered when it changes. */
export function useConnection(): Reach {
  return useSyncExternalStore(
    subscribe,
    () => reach,
    () => 'online',
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let watching: (() => void) | undefined;

/** Listens to the browser and the kernel's calls (once per page; the shell starts it). Returns the stop. */
export function watchConnection(): () => void {
  if (watching) return watching;
  const offline = () => set('offline');
  const online = () => void checkConnection();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  const off = on('network:failed', () => void checkConnection(), { replay: false });
  if (browserOffline()) set('offline');
  watching = () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    off();
    watching = undefined;
  };
  return watching;
}

/** Tests: back to the state of a fresh page. */
export function resetConnection(): void {
  watching?.();
  if (recheck !== undefined) clearTimeout(recheck);
  recheck = undefined;
  asking = undefined;
  recheckMs = FIRST_RECHECK_MS;
  reach = 'online';
  for (const listener of listeners) listener();
}
