import type * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import type { VehicleFilterValues } from '../../vehicle-filter/filter-levels';
import { CurrentVehicleDataSchema, type CurrentVehicleData } from '../vehicle-schemas';

/** POST /api/Level4/VehicleSearch: the vehicle of a VIN list entry (`{ Id }`) or of filter values down to the month. */
export function loadVehicle(request: { Id: number } | VehicleFilterValues): Promise<CurrentVehicleData> {
  return http.post('/api/Level4/VehicleSearch', request, {
    schema: CurrentVehicleDataSchema as v.GenericSchema<unknown, CurrentVehicleData>,
  });
}
