import * as v from 'valibot';
import type { BodyOf } from '@parts/contract/calls';
import { CurrentVehicleSchema, VehicleSearchSchema, type VehicleSearch } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import { filterRequestValues, type VehicleFilterValues } from '../../vehicle-filter/filter-levels';
import type { CurrentVehicleData } from '../vehicle-schemas';

/** A VIN list entry (`{ Id }`), filter values down to the month, or a recent vehicle's `Search` (extension recent-vehicles). */
export type VehicleSearchRequest = { Id: number } | VehicleFilterValues | VehicleSearch;

/**
 * The request as the table of calls takes it (POST /api/Level4/VehicleSearch, POST /api/RecentVehicles):
 * a VIN list entry or a recent vehicle's `Search` as it is, filter values with their text keys as text.
 */
export function vehicleSearchBody(request: VehicleSearchRequest): BodyOf<'POST /api/Level4/VehicleSearch'> {
  if ('Id' in request || v.is(VehicleSearchSchema, request)) return request;
  return filterRequestValues(request);
}

/** POST /api/Level4/VehicleSearch: the vehicle of a VIN list entry (`{ Id }`) or of filter values down to the month. */
export function loadVehicle(request: VehicleSearchRequest, context?: FetchContext): Promise<CurrentVehicleData> {
  return http.post('/api/Level4/VehicleSearch', vehicleSearchBody(request), { schema: CurrentVehicleSchema, ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const VEHICLE = declareQuery(['catalog', 'vehicle'], ['POST /api/Level4/VehicleSearch']);

/** Asked when the dealer chooses a vehicle (each choice asks the API again: staleTime 0). */
export const vehicleQuery = (locale: Locale, request: VehicleSearchRequest) =>
  apiQuery(keyed(VEHICLE, request), locale, (context) => loadVehicle(request, context), { staleTime: 0 });
