import type * as v from 'valibot';
import { NameSearchResultSchema } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';

const FoundSchema = NameSearchResultSchema;
export type NameSearchResult = v.InferOutput<typeof FoundSchema>;
export type PartFoundByName = NameSearchResult['Products'][number];

/**
 * GET /api/Level4Product/Search (extension 'name-search'): parts by name, for the vehicle when
 * its keys are given. Quiet: the field says when the search failed.
 */
export function searchByName(q: string, vehicleKeys: readonly (string | number)[], signal?: AbortSignal): Promise<NameSearchResult> {
  const query = new URLSearchParams({ q });
  for (const key of vehicleKeys) query.append('VehicleKeyList', String(key));
  return http.get(`/api/Level4Product/Search?${query.toString()}`, {
    schema: FoundSchema as v.GenericSchema<unknown, NameSearchResult>,
    quiet: true,
    ...(signal ? { signal } : {}),
  });
}
