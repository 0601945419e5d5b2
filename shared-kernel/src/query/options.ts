/**
 * How a call declares its query or mutation (next to its schema, in
 * `features/<feature>/api/<call>.ts`): `apiQuery` puts the locale at the end of the key (the API
 * answers in it, so a language switch is another query) and keeps the previous language's answer
 * on screen until the new one is in; `useApiMutation` invalidates the queries it changes.
 */
import {
  queryOptions,
  useMutation,
  useQuery,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { CallName } from '@parts/contract/calls';
// the kernel by its name: the shop's one client (a relative import would bundle a second copy into this entry)
import { keepPreviousLocale, shopQueryClient, type Locale, type QueryDeclaration } from '@parts/shared-kernel';

/**
 * What a mutation declares next to its call (exported from its api module): the calls it sends and
 * the key prefixes it invalidates. A test derived from the table of calls fails when a query reading
 * what the call changes is not under one of them.
 */
export interface MutationDeclaration {
  readonly calls: readonly CallName[];
  /** Key prefixes of what the mutation changes (`['cart']`, `['customer']`): refetched after it succeeds. */
  readonly invalidates: readonly QueryKey[];
  /**
   * Key prefixes of what it changes that the screen now leaving shows: only marked stale after it
   * succeeds, asked again when next shown (an order placed empties the cart; asking for it now would
   * send the checkout to the empty cart before the success page).
   */
  readonly marksStale?: readonly QueryKey[];
}

/** What a query's fetch gets: the abort signal (a query no longer needed is cancelled) and the locale of its key. */
export interface FetchContext {
  signal: AbortSignal;
  locale: Locale;
}

type Extra<TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, DefaultError, TData, TKey>,
  'queryKey' | 'queryFn' | 'placeholderData'
>;

/**
 * A call's query options. `query` names the call's key with its inputs (`['cart']`, `['order', id]`)
 * and the calls it sends; the locale is appended, so a prefix (`['cart']`) invalidates every
 * language's answer.
 *
 *     export const CART = declareQuery(['cart'], ['GET /api/Level4/Cart']);
 *     export const cartQuery = (locale: Locale) =>
 *       apiQuery(CART, locale, ({ signal, locale }) => http.get('/api/Level4/Cart', { schema: CartSchema, signal, locale }));
 */
export function apiQuery<TData, const TKey extends readonly unknown[]>(
  query: QueryDeclaration<TKey>,
  locale: Locale,
  fetch: (context: FetchContext) => Promise<TData>,
  extra: Extra<TData, readonly [...TKey, Locale]> = {},
) {
  const queryKey = [...query.key, locale] as const;
  return queryOptions<TData, DefaultError, TData, readonly [...TKey, Locale]>({
    ...extra,
    queryKey,
    queryFn: ({ signal }) => fetch({ signal, locale }),
    placeholderData: (previous, previousQuery) => keepPreviousLocale(previous, previousQuery?.queryKey, queryKey),
  });
}

/** `useQuery` on the shop's client (works in a remote mounted anywhere, with or without a provider). */
export function useApiQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, DefaultError, TData, TKey>,
): UseQueryResult<TData> {
  return useQuery(options, shopQueryClient());
}

export interface ApiMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, DefaultError, TVariables>, 'mutationFn'>, MutationDeclaration {
  mutationFn: (variables: TVariables) => Promise<TData>;
}

/** A mutation that invalidates what it changes once it succeeds (the caller's onSuccess runs after). */
export function useApiMutation<TData, TVariables = void>(
  options: ApiMutationOptions<TData, TVariables>,
): UseMutationResult<TData, DefaultError, TVariables> {
  const { invalidates, marksStale = [], calls: _calls, onSuccess, ...rest } = options;
  const client = shopQueryClient();
  return useMutation<TData, DefaultError, TVariables>(
    {
      ...rest,
      onSuccess: async (data, variables, result, context) => {
        await Promise.all([invalidate(invalidates), markStale(marksStale)]);
        await onSuccess?.(data, variables, result, context);
      },
    },
    client,
  );
}

/** Mark stale every query under these key prefixes, without asking again now (asked when next shown). */
export async function markStale(prefixes: readonly QueryKey[]): Promise<void> {
  const client = shopQueryClient();
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })));
}

/** Refetch (if on screen) or mark stale every query under these key prefixes. */
export async function invalidate(prefixes: readonly QueryKey[]): Promise<void> {
  const client = shopQueryClient();
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
}
