import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { VinVehiclesSchema, type VinVehicle } from '../vehicle-schemas';

/** GET /api/level4/Vehicle?vin=: a full VIN or its last 7 characters; the vehicles it matches. */
export function searchVehiclesByVin(vin: string, context?: FetchContext): Promise<VinVehicle[]> {
  return http.get('/api/level4/Vehicle', { query: { vin }, schema: VinVehiclesSchema, ...context });
}

/** Asked when the dealer searches (each search asks the API again: staleTime 0). */
export const vehiclesByVinQuery = (locale: Locale, vin: string) =>
  apiQuery(['catalog', 'vehicles-by-vin', { vin }], locale, (context) => searchVehiclesByVin(vin, context), { staleTime: 0 });
