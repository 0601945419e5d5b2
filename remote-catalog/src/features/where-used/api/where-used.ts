import { WhereUsedSchema, type WhereUsed } from '@parts/contract/where-used';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';

export type { WhereUsed };

/** The vehicle 'fits my vehicle' is asked for: a VIN vehicle by its id, one chosen by filters by its keys and equipment. */
export interface WhereUsedVehicle {
  vehicleId: number | null;
  keys: readonly string[];
  equipment: readonly string[];
}

/** GET /api/Level4Product/WhereUsed (extension 'where-used'): where a part is used, and whether it fits the vehicle. */
export function loadWhereUsed(sku: string, vehicle: WhereUsedVehicle | null, context?: FetchContext): Promise<WhereUsed> {
  const query = new URLSearchParams({ sku });
  if (vehicle?.vehicleId) query.set('vehicleId', String(vehicle.vehicleId));
  else if (vehicle) {
    for (const key of vehicle.keys) query.append('VehicleKeyList', key);
    for (const code of vehicle.equipment) query.append('EquipmentList', code);
  }
  return http.get(`/api/Level4Product/WhereUsed?${query.toString()}`, { schema: WhereUsedSchema, quiet: true, ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const WHERE_USED = declareQuery(['catalog', 'where-used'], ['GET /api/Level4Product/WhereUsed']);

export const whereUsedQuery = (locale: Locale, sku: string, vehicle: WhereUsedVehicle | null) =>
  apiQuery(keyed(WHERE_USED, { sku, vehicle }), locale, (context) => loadWhereUsed(sku, vehicle, context));
