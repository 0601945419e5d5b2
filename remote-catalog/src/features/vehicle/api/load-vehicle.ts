import type { VehicleSearch } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { VehicleFilterValues } from '../../vehicle-filter/filter-levels';
import { CurrentVehicleDataSchema, type CurrentVehicleData } from '../vehicle-schemas';

/** A VIN list entry (`{ Id }`), filter values down to the month, or a recent vehicle's `Search` (extension recent-vehicles). */
export type VehicleSearchRequest = { Id: number } | VehicleFilterValues | VehicleSearch;

/** POST /api/Level4/VehicleSearch: the vehicle of a VIN list entry (`{ Id }`) or of filter values down to the month. */
export function loadVehicle(request: VehicleSearchRequest, context?: FetchContext): Promise<CurrentVehicleData> {
  return http.post('/api/Level4/VehicleSearch', request, { schema: CurrentVehicleDataSchema, ...context });
}

/** Asked when the dealer chooses a vehicle (each choice asks the API again: staleTime 0). */
export const vehicleQuery = (locale: Locale, request: VehicleSearchRequest) =>
  apiQuery(['catalog', 'vehicle', request], locale, (context) => loadVehicle(request, context), { staleTime: 0 });
