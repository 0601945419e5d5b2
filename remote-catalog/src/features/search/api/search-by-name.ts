import type * as v from 'valibot';
import { NameSearchResultSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';

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

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const NAME_SEARCH = declareQuery(['catalog', 'name-search'], ['GET /api/Level4Product/Search']);

export const nameSearchQuery = (locale: Locale, q: string, vehicleKeys: readonly (string | number)[]) =>
  apiQuery(keyed(NAME_SEARCH, { q, vehicleKeys }), locale, (context) => searchByName(q, vehicleKeys, context));
