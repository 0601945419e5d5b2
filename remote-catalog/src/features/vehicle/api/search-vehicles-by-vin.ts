import { VehicleListItemSchema } from '@parts/contract/catalogue';
import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { VinVehicle } from '../vehicle-schemas';

/** GET /api/level4/Vehicle?vin=: a full VIN or its last 7 characters; the vehicles it matches. */
export function searchVehiclesByVin(vin: string, context?: FetchContext): Promise<VinVehicle[]> {
  return http.get('/api/level4/Vehicle', { query: { vin }, schema: v.array(VehicleListItemSchema), ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const VEHICLES_BY_VIN = declareQuery(['catalog', 'vehicles-by-vin'], ['GET /api/level4/Vehicle']);

/** Asked when the dealer searches (each search asks the API again: staleTime 0). */
export const vehiclesByVinQuery = (locale: Locale, vin: string) =>
  apiQuery(keyed(VEHICLES_BY_VIN, { vin }), locale, (context) => searchVehiclesByVin(vin, context), { staleTime: 0 });
