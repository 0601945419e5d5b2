import type { CurrentVehicleData } from './vehicle-schemas';

/** The value of one key of the vehicle's VehicleKeyList (`serie:S200` → `S200`). */
export function vehicleKey(vehicle: CurrentVehicleData | null, name: string): string | undefined {
  const prefix = `${name}:`;
  const entry = vehicle?.VehicleKeyList.find((key) => String(key).startsWith(prefix));
  return entry === undefined ? undefined : String(entry).slice(prefix.length);
}

/** PKW (cars) unless the vehicle says otherwise (SPEC section 9, "Category filter"). */
export function vehicleCategory(vehicle: CurrentVehicleData | null): string {
  return vehicle?.VehicleType || vehicle?.VehicleInfo.produktart || 'PKW';
}
