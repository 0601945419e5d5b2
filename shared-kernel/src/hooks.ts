import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { emit, lastValue, on, type PartsEventName, type PartsEvents } from './events';

/** The current value of a sticky event, re-rendering when it changes. */
export function useEventValue<K extends PartsEventName>(name: K): PartsEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => on(name, onChange, { replay: false }), [name]);
  return useSyncExternalStore(
    subscribe,
    () => lastValue(name),
    () => undefined,
  );
}

export const useAuthToken = (): string | null => useEventValue('auth:token') ?? null;
export const useCartCount = (): number => useEventValue('cart:count') ?? 0;
export const useShoppingListCount = (): number => useEventValue('shopping-list:count') ?? 0;

/**
 * A page that knows a better name than its route's (an order's number, a product, a content
 * page's title) gives it here; the host shows '<title> · <store title>' in the browser tab while
 * that page is on screen (a name given on another path is not used), and the route's own name
 * before the title is known (null, '').
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    emit('page:title', title);
    return () => emit('page:title', null);
  }, [title]);
}

/** Whether a media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
