import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * Loads on mount, when `load` changes (keep it stable: a module function or useCallback) and on
 * `retry`; a failure has already been shown by the shared notification.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { retry: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (value) => setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Load failed', error);
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  return { ...result, retry };
}
