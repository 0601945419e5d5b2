import * as v from 'valibot';
import * as contract from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keyed, type FetchContext } from '@parts/shared-kernel/query';
import { filterRequestValues, type FilterLevel, type VehicleFilterValues } from '../filter-levels';

/** One option of a vehicle filter level, as the contract has it. */
export type FilterOption = v.InferOutput<typeof contract.FilterOptionSchema>;

/** POST /api/level4/VehicleFilter?type=: the options of one level for the values chosen above it. */
export function loadFilterOptions(level: FilterLevel, values: VehicleFilterValues, context?: FetchContext): Promise<FilterOption[]> {
  return http.post('/api/level4/VehicleFilter', filterRequestValues(values), {
    query: { type: level },
    schema: v.array(contract.FilterOptionSchema),
    ...context,
  });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const FILTER_OPTIONS = declareQuery(['catalog', 'vehicle-filter'], ['POST /api/level4/VehicleFilter']);

export const filterOptionsQuery = (locale: Locale, level: FilterLevel, values: VehicleFilterValues) =>
  apiQuery(keyed(FILTER_OPTIONS, { level, values }), locale, (context) => loadFilterOptions(level, values, context));
