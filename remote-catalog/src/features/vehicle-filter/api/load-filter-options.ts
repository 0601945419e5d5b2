import * as v from 'valibot';
import { http, list, text } from '@parts/shared-kernel';
import type { FilterLevel, VehicleFilterValues } from '../filter-levels';

export const FilterOptionSchema = v.object({ Id: v.union([v.number(), v.string()]), Name: text() });
export type FilterOption = v.InferOutput<typeof FilterOptionSchema>;

/** POST /api/level4/VehicleFilter?type=: the options of one level for the values chosen above it. */
export function loadFilterOptions(level: FilterLevel, values: VehicleFilterValues, signal?: AbortSignal): Promise<FilterOption[]> {
  return http.post('/api/level4/VehicleFilter', values, {
    query: { type: level },
    schema: list(FilterOptionSchema) as v.GenericSchema<unknown, FilterOption[]>,
    ...(signal ? { signal } : {}),
  });
}
