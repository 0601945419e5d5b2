/**
 * Server state (issue 23): TanStack Query. The shop's one client comes from the host; until the
 * host provides it (fe-foundation), this app renders its pages with a client of its own, which
 * steps aside as soon as a shop-wide one is above it.
 */
import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

/** A failed call has already been shown (the kernel's notification): it is not asked again. */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

let appClient: QueryClient | null = null;

export function ServerState({ children }: { children: ReactNode }) {
  const shopClient = useContext(QueryClientContext);
  if (shopClient) return children;
  appClient ??= newQueryClient();
  return <QueryClientProvider client={appClient}>{children}</QueryClientProvider>;
}
