/**
 * `@parts/shared-kernel/query`: server state for every app (docs/architecture.md "Server state"). A
 * federation singleton of its own (a shared module is shipped whole: this facade carries only the
 * part of TanStack Query the apps use); nothing imports @tanstack/react-query directly.
 */
export { createShopQueryClient, shopQueryClient } from './client';
export {
  apiQuery,
  declareQuery,
  keyed,
  useApiQuery,
  useApiMutation,
  invalidate,
  markStale,
  keepPreviousLocale,
  type ApiMutationOptions,
  type FetchContext,
  type MutationDeclaration,
  type QueryDeclaration,
} from './options';
export { CUSTOMER, customerQuery, useCustomer, fetchCustomer } from './customer';
export { keys } from './keys';
export { skipToken, useQueries, type UseQueryResult, type UseMutationResult, type QueryKey } from '@tanstack/react-query';
