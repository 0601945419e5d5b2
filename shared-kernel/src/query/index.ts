/**
 * `@parts/shared-kernel/query`: server state for every app (docs/architecture.md "Server state"). A
 * federation singleton of its own (a shared module is shipped whole: this facade carries only the
 * part of TanStack Query the apps use); nothing imports @tanstack/react-query directly.
 */
// the client and the declarations are the kernel's (its own loaders use them on pages without this facade)
export {
  createShopQueryClient,
  shopQueryClient,
  declareQuery,
  keyed,
  keepPreviousLocale,
  type QueryDeclaration,
} from '@parts/shared-kernel';
export {
  apiQuery,
  useApiQuery,
  useApiMutation,
  invalidate,
  markStale,
  type ApiMutationOptions,
  type FetchContext,
  type MutationDeclaration,
} from './options';
export { CUSTOMER, customerQuery, useCustomer, fetchCustomer } from './customer';
export { keys } from './keys';
export { skipToken, useQueries, type UseQueryResult, type UseMutationResult, type QueryKey } from '@tanstack/react-query';
