/**
 * How the catalogue declares its server state (TanStack Query through the kernel's one client): every
 * key is ['catalog', call, locale, what the answer depends on], so a language switch asks again, and
 * `keepWhile` keeps the answer shown until the new one is there when only the language (or what else
 * the screen names) changed: no spinner, nothing moves. Another question's answer is never shown.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { Locale } from '@parts/shared-kernel';

export function catalogKey<const C extends string, const P>(call: C, locale: Locale, params: P) {
  return ['catalog', call, locale, params] as const;
}

function paramsWithout(key: QueryKey, ignored: readonly string[]): string {
  const params = key[3];
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return JSON.stringify([key[0], key[1], params]);
  return JSON.stringify([key[0], key[1], Object.fromEntries(Object.entries(params).filter(([name]) => !ignored.includes(name)))]);
}

/**
 * placeholderData for a query of `key`: the answer of the question asked before while it differs
 * only by the language or by the `ignored` params (e.g. the board's equipment conditions).
 */
export function keepWhile<D>(key: QueryKey, ...ignored: string[]) {
  const wanted = paramsWithout(key, ignored);
  return (previous: D | undefined, previousQuery: { queryKey: QueryKey } | undefined): D | undefined =>
    previous !== undefined && previousQuery && paramsWithout(previousQuery.queryKey, ignored) === wanted ? previous : undefined;
}
