/**
 * How a query is declared (its key prefix and the calls it sends) and what every query's placeholder
 * keeps on a language switch: plain code without React, so the kernel's main entry declares its own
 * loaders' queries (the reference data, the slides) the way the apps' api modules do.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { CallName } from '@parts/contract/calls';

/**
 * A query as its api module declares it: its key (or the prefix its inputs are added to) and the
 * calls of the table its fetch sends (the table says what each reads). Exported from the module, so
 * that a test can check every mutation against every query (calls-invalidation.test.ts).
 */
export interface QueryDeclaration<K extends readonly unknown[] = readonly unknown[]> {
  readonly key: K;
  readonly reads: readonly CallName[];
}

/** Declares a query: its key prefix and the calls it sends. */
export const declareQuery = <const K extends readonly unknown[]>(key: K, reads: readonly CallName[]): QueryDeclaration<K> => ({
  key,
  reads,
});

/** The declared query for these inputs: the inputs go after its key prefix (`keyed(ORDER, orderId)`). */
export const keyed = <const K extends readonly unknown[], const I extends readonly unknown[]>(
  query: QueryDeclaration<K>,
  ...inputs: I
): QueryDeclaration<readonly [...K, ...I]> => ({
  key: [...query.key, ...inputs] as const,
  reads: query.reads,
});

function sameExceptLocale(a: QueryKey, b: QueryKey): boolean {
  return a.length === b.length && a.slice(0, -1).every((part, i) => JSON.stringify(part) === JSON.stringify(b[i]));
}

/**
 * The previous answer of the same call in the other language while the new one loads (no spinner,
 * no shift on a language switch); nothing for another call (another product's page shows its own
 * loading state, not the previous product).
 */
export function keepPreviousLocale<TData>(
  previous: TData | undefined,
  previousKey: QueryKey | undefined,
  key: QueryKey,
): TData | undefined {
  return previousKey && sameExceptLocale(previousKey, key) ? previous : undefined;
}
