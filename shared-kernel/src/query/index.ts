/**
 * `@parts/shared-kernel/query`: server state for every app (docs/architecture.md "Server state"). A
 * federation singleton of its own (a shared module is shipped whole: this facade carries only the
 * part of TanStack Query the apps use); nothing imports @tanstack/react-query directly.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { shopQueryClient } from './client';

export { createShopQueryClient, shopQueryClient } from './client';
export { apiQuery, declareQuery, keyed, useApiQuery, useApiMutation, invalidate, markStale, keepPreviousLocale, type ApiMutationOptions, type FetchContext, type MutationDeclaration, type QueryDeclaration } from './options';
export { CUSTOMER, customerQuery, useCustomer, fetchCustomer } from './customer';
export { keys } from './keys';
export { skipToken, useQueries, type UseQueryResult, type UseMutationResult, type QueryKey } from '@tanstack/react-query';

/** The shop's client for the tree under it (the host's root, a remote running alone, a test). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: shopQueryClient() }, children);
}
