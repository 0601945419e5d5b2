import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '@parts/shared-kernel';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * Loads on mount, when `load` changes (keep it stable: a module function or useCallback), on
 * `retry` and after a language switch (names come in the shop's language; what is shown stays
 * until the new answer is there); a failure has already been shown by the shared notification.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { retry: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const locale = useLocale();
  const shown = useRef<{ load: typeof load; attempt: number } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const again = shown.current?.load === load && shown.current.attempt === attempt;
    if (!again) setResult({ state: 'loading' });
    load(controller.signal).then(
      (value) => {
        shown.current = { load, attempt };
        setResult({ state: 'ready', value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Load failed', error);
        shown.current = null;
        setResult({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, attempt, locale]);

  return { ...result, retry };
}
