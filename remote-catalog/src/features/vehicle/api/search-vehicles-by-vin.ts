import type * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { VinVehiclesSchema, type VinVehicle } from '../vehicle-schemas';

/** GET /api/level4/Vehicle?vin=: a full VIN or its last 7 characters; the vehicles it matches. */
export function searchVehiclesByVin(vin: string, signal?: AbortSignal): Promise<VinVehicle[]> {
  return http.get('/api/level4/Vehicle', {
    query: { vin },
    schema: VinVehiclesSchema as v.GenericSchema<unknown, VinVehicle[]>,
    ...(signal ? { signal } : {}),
  });
}
