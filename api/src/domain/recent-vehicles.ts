import * as v from 'valibot';
import { RECENT_VEHICLES_LIMIT, VehicleSearchSchema, type RecentVehicle, type VehicleSearch } from '@parts/contract/catalogue';
import { recentVehicleRows, saveRecentVehicle } from '../data/recent-vehicles';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';
import { currentVehicle, variantForFilters, type VehicleFilters } from './vehicles';

/** What finds a vehicle: a VIN vehicle's id, or a variant and the month it was built in. */
type VehicleTarget = { vehicleId: number } | { variantId: number; year: number; month: number };

const keyOf = (target: VehicleTarget): string =>
  'vehicleId' in target ? `vehicle:${target.vehicleId}` : `variant:${target.variantId}:${target.year}:${target.month}`;

function targetOf(key: string): VehicleTarget | undefined {
  const [kind, ...numbers] = key.split(':').map((part, i) => (i === 0 ? part : Number(part)));
  if (kind === 'vehicle' && numbers.length === 1) return { vehicleId: Number(numbers[0]) };
  if (kind === 'variant' && numbers.length === 3)
    return { variantId: Number(numbers[0]), year: Number(numbers[1]), month: Number(numbers[2]) };
  return undefined;
}

/**
 * The customer's recent vehicles, newest first, each in `language` with the request that finds it
 * again; a vehicle no longer in the catalogue is left out.
 */
export async function recentVehicles(db: Executor, customerId: number, language: Language): Promise<RecentVehicle[]> {
  const rows = await recentVehicleRows(db, customerId, RECENT_VEHICLES_LIMIT);
  const found = await Promise.all(
    rows.map(async (row): Promise<RecentVehicle | undefined> => {
      const target = targetOf(row.vehicle_key);
      const search = v.safeParse(VehicleSearchSchema, JSON.parse(row.search));
      const vehicle = target && search.success ? await currentVehicle(db, target, language) : undefined;
      return vehicle && search.success ? { Search: search.output, Vehicle: vehicle } : undefined;
    }),
  );
  return found.filter((entry): entry is RecentVehicle => entry !== undefined);
}

const VEHICLE_NOT_FOUND = 'Vehicle not found';

/**
 * Records a vehicle the customer chose (asked as POST /api/Level4/VehicleSearch asks for it: a VIN
 * list entry's Id or filter values down to the month); answers the list with it first.
 */
export async function rememberRecentVehicle(
  db: Executor,
  customerId: number,
  request: { Id?: number | undefined } & VehicleFilters,
  language: Language,
  now: number,
): Promise<RecentVehicle[]> {
  let target: VehicleTarget;
  let search: VehicleSearch;
  if (request.Id !== undefined) {
    target = { vehicleId: request.Id };
    search = { Id: request.Id };
  } else {
    const variantId = await variantForFilters(db, request);
    if (variantId === undefined) throw new NotFound(VEHICLE_NOT_FOUND);
    target = { variantId, year: request.year ?? 0, month: request.month ?? 0 };
    const { Id: _id, ...filters } = request;
    search = filters;
  }
  // only a vehicle the catalogue knows is kept
  if (!(await currentVehicle(db, target, language))) throw new NotFound(VEHICLE_NOT_FOUND);
  await saveRecentVehicle(db, customerId, keyOf(target), JSON.stringify(search), now, RECENT_VEHICLES_LIMIT);
  return recentVehicles(db, customerId, language);
}
