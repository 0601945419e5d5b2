/**
 * A query observed by a component on TanStack's core alone (`QueryObserver` and
 * `useSyncExternalStore`, as react-query's `useQuery` does, without its providers, suspense and
 * error-boundary parts): for the kernel's own loaders, which run on pages that do not load the
 * query facade (the banner slider on /login). The apps use `useApiQuery` from the facade; both
 * observe the shop's one client.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryObserver, notifyManager, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/query-core';
import { shopQueryClient } from './client';

export function useKernelQuery<TData, TKey extends QueryKey>(
  options: QueryObserverOptions<TData, Error, TData, TData, TKey>,
): QueryObserverResult<TData, Error> {
  const client = shopQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // the result of this render's options at once (a new key shows its cached answer or its loading state)
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  useEffect(() => observer.setOptions(defaulted), [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
  );
  return result;
}
