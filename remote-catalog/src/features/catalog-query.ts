/**
 * The catalogue's keys under the kernel's `apiQuery` (which appends the locale): ['catalog', call,
 * what the answer depends on, locale].
 */
import type { QueryKey } from '@parts/shared-kernel/query';

function paramsWithout(key: QueryKey, ignored: readonly string[]): string {
  const [app, call, params] = key;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return JSON.stringify([app, call, params]);
  return JSON.stringify([app, call, Object.fromEntries(Object.entries(params).filter(([name]) => !ignored.includes(name)))]);
}

/**
 * placeholderData that keeps the answer on screen while the question differs from the one before
 * only by the language or by the `ignored` params (the board's equipment conditions: the board stays,
 * busy, until the new one is there). Another product's answer is never shown.
 */
export function keepWhileOnly<D>(key: QueryKey, ...ignored: string[]) {
  const wanted = paramsWithout(key, ignored);
  return (previous: D | undefined, previousQuery: { queryKey: QueryKey } | undefined): D | undefined =>
    previous !== undefined && previousQuery && paramsWithout(previousQuery.queryKey, ignored) === wanted ? previous : undefined;
}
