import { useCallback, useSyncExternalStore } from 'react';
import { lastValue, on, type PartsEventName, type PartsEvents } from './events';

/** The current value of a sticky event, re-rendering when it changes. */
export function useEventValue<K extends PartsEventName>(name: K): PartsEvents[K] | undefined {
  const subscribe = useCallback((onChange: () => void) => on(name, onChange, { replay: false }), [name]);
  return useSyncExternalStore(subscribe, () => lastValue(name), () => undefined);
}

export const useAuthToken = (): string | null => useEventValue('auth:token') ?? null;
export const useCartCount = (): number => useEventValue('cart:count') ?? 0;
export const useShoppingListCount = (): number => useEventValue('shopping-list:count') ?? 0;
