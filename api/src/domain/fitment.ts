import { partPlacements, type PlacementRow } from '../data/fitment';
import type { Executor } from '../data/executor';
import { notApplicable, type VehicleContext } from './products';
import { parseVehicleKeys } from './vehicles';

/** The chosen vehicle as the catalogue's calls carry it (VehicleKeyList, EquipmentList). */
export interface FitVehicle {
  keys: readonly string[];
  equipment: readonly string[];
}

/**
 * The parts (of those given) that do not fit the vehicle: drawn on boards, but on none where they
 * fit it (a board of the vehicle's serie or of every vehicle, without a model, engine or equipment
 * restriction the vehicle fails; the rule of the board's NotApplicable). A part on no board, or no
 * vehicle, is not judged. One query.
 */
export async function partsNotFitting(db: Executor, productIds: readonly number[], vehicle: FitVehicle): Promise<Set<number>> {
  if (productIds.length === 0 || (vehicle.keys.length === 0 && vehicle.equipment.length === 0)) return new Set();
  return notFittingOf(await partPlacements(db, [...new Set(productIds)]), vehicle);
}

/** partsNotFitting over placements read already (every placement of each part judged). */
export function notFittingOf(placements: readonly PlacementRow[], vehicle: FitVehicle): Set<number> {
  if (vehicle.keys.length === 0 && vehicle.equipment.length === 0) return new Set();
  const keys = parseVehicleKeys(vehicle.keys);
  const context: VehicleContext = {
    vehicleSpecific: true,
    keys,
    equipment: vehicle.equipment.length > 0 ? new Set(vehicle.equipment) : undefined,
    conditions: new Map(),
  };
  const drawn = new Set<number>();
  const fitting = new Set<number>();
  for (const placement of placements) {
    drawn.add(placement.product_id);
    const ofVehicle = placement.serie_code === null || keys.serie === undefined || placement.serie_code === keys.serie;
    if (ofVehicle && !notApplicable(placement, context)) fitting.add(placement.product_id);
  }
  return new Set([...drawn].filter((id) => !fitting.has(id)));
}
