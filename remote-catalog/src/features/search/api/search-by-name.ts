import type * as v from 'valibot';
import { NameSearchResultSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';

export type NameSearchResult = v.InferOutput<typeof NameSearchResultSchema>;
export type PartFoundByName = NameSearchResult['Products'][number];

/**
 * GET /api/Level4Product/Search (extension 'name-search'): parts by name, for the vehicle when
 * its keys are given. Quiet: the field says when the search failed.
 */
export function searchByName(q: string, vehicleKeys: readonly (string | number)[], context?: FetchContext): Promise<NameSearchResult> {
  const query = new URLSearchParams({ q });
  for (const key of vehicleKeys) query.append('VehicleKeyList', String(key));
  return http.get(`/api/Level4Product/Search?${query.toString()}`, { schema: NameSearchResultSchema, quiet: true, ...context });
}

export const nameSearchQuery = (locale: Locale, q: string, vehicleKeys: readonly (string | number)[]) =>
  apiQuery(['catalog', 'name-search', { q, vehicleKeys }], locale, (context) => searchByName(q, vehicleKeys, context));
