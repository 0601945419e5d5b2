import type { CurrentVehicleData } from './vehicle-schemas';

/** A vehicle's short name: its series and sales designation (e.g. "W222 S 350"), else its VIN. */
export function vehicleLabel(vehicle: CurrentVehicleData): string {
  const info = vehicle.VehicleInfo as Record<string, unknown>;
  const label = [info.baureihe, info.verkaufsbezeichnung].filter((x): x is string => typeof x === 'string' && x !== '').join(' ');
  return label || vehicle.Vin || '';
}
