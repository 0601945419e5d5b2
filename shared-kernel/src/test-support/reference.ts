import { REFERENCE_DATA, currentLocale, shopQueryClient, type ReferenceData } from '@parts/shared-kernel';

/**
 * The reference data a test's page starts with, as the host's start leaves it: the answer in the
 * shop's language (the only one in the shop's query client).
 */
export function publishReferenceData(data: ReferenceData): void {
  const client = shopQueryClient();
  client.removeQueries({ queryKey: REFERENCE_DATA.key });
  client.setQueryData([...REFERENCE_DATA.key, currentLocale()], data);
}

/**
 * A fresh query client for the next test, keeping the reference data (the shop loads it once for the
 * page's life, and a test file's setup publishes it once).
 */
export function freshQueryClient(): void {
  const client = window.__partsQueryClient;
  const kept = (client?.getQueryCache().findAll({ queryKey: REFERENCE_DATA.key }) ?? []).map(
    (query) => [query.queryKey, query.state.data] as const,
  );
  client?.clear();
  delete window.__partsQueryClient;
  if (kept.length === 0) return;
  const next = shopQueryClient();
  for (const [key, data] of kept) next.setQueryData(key, data);
}
