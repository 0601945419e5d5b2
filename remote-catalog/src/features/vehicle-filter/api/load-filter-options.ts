import * as v from 'valibot';
import * as contract from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';
import type { FilterLevel, VehicleFilterValues } from '../filter-levels';

/** One option of a vehicle filter level, as the contract has it. */
const FilterOptionsSchema = v.array(contract.FilterOptionSchema);
export type FilterOption = v.InferOutput<typeof FilterOptionsSchema>[number];

/** POST /api/level4/VehicleFilter?type=: the options of one level for the values chosen above it. */
export function loadFilterOptions(level: FilterLevel, values: VehicleFilterValues, signal?: AbortSignal): Promise<FilterOption[]> {
  return http.post('/api/level4/VehicleFilter', values, {
    query: { type: level },
    schema: FilterOptionsSchema,
    ...(signal ? { signal } : {}),
  });
}
