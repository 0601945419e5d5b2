import { CurrentVehicleSchema } from '@parts/contract/catalogue';
/**
 * The current vehicle (SPEC sections 3 and 4): saved in local storage and restored on load,
 * published as the `vehicle` event, cleared at logout (`auth:token` null). The `vehicle` event is
 * the one source of truth: the atom follows it, so every mounted catalogue area (home search, the
 * category page, the product page) agrees at once.
 */
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import * as v from 'valibot';
import { currentLocale, emit, lastValue, on, onLocaleChange, useReferenceData } from '@parts/shared-kernel';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { vehicleQuery } from './api/load-vehicle';
import { rememberRecentVehicle } from './recent-vehicles';
import type { CurrentVehicleData } from './vehicle-schemas';

export const VEHICLE_STORAGE_KEY = 'currentVehicle';

/** Storage entry: the vehicle and a fingerprint of the session that chose it. */
const StoredSchema = v.object({ owner: v.string(), vehicle: CurrentVehicleSchema });

/** A short, non-reversible fingerprint of the token (FNV-1a), so another session never inherits the vehicle. */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function readStored(token: string): CurrentVehicleData | null {
  try {
    const raw = window.localStorage.getItem(VEHICLE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    if (parsed.success && parsed.output.owner === sessionFingerprint(token)) return parsed.output.vehicle;
  } catch {
    // unreadable entry: forget it below
  }
  removeStored();
  return null;
}

function writeStored(vehicle: CurrentVehicleData, token: string): void {
  try {
    window.localStorage.setItem(VEHICLE_STORAGE_KEY, JSON.stringify({ owner: sessionFingerprint(token), vehicle }));
  } catch {
    // storage unavailable: the vehicle lasts for this page
  }
}

function removeStored(): void {
  try {
    window.localStorage.removeItem(VEHICLE_STORAGE_KEY);
  } catch {
    // nothing to remove
  }
}

function asVehicleData(value: unknown): CurrentVehicleData | null {
  if (!value) return null;
  const parsed = v.safeParse(CurrentVehicleSchema, value);
  return parsed.success ? parsed.output : null;
}

let started = false;

/** Restore the saved vehicle and follow the session; once per page, whichever catalogue module loads first. */
export function startVehicleSession(): void {
  if (started) return;
  started = true;
  let settled = false;
  // the first token decides (it may arrive later, e.g. in the standalone harness); logout forgets the vehicle
  on('auth:token', (token) => {
    if (!token) {
      settled = true;
      removeStored();
      if (lastValue('vehicle')) emit('vehicle', null);
      return;
    }
    if (settled) return;
    settled = true;
    if (lastValue('vehicle') === undefined) {
      const restored = readStored(token);
      if (restored) emit('vehicle', restored);
    }
  });
  on('vehicle', (vehicle) => {
    const current = lastValue('auth:token');
    if (vehicle && current) writeStored(vehicle as CurrentVehicleData, current);
    else if (!vehicle) removeStored();
  });
  onLocaleChange(reloadVehicleInLanguage);
}

/**
 * A VIN vehicle's data (type, engine, equipment, campaigns...) is in the shop's language: a switch
 * loads it again, unless another vehicle was chosen meanwhile. (A vehicle chosen by filters keeps
 * the names it was chosen with: its filter values are not kept.)
 */
function reloadVehicleInLanguage(): void {
  const vehicleId = vehicleFromEvent()?.VehicleId;
  if (!vehicleId || !lastValue('auth:token')) return;
  shopQueryClient().fetchQuery(vehicleQuery(currentLocale(), { Id: vehicleId })).then(
    (fresh) => {
      if (vehicleFromEvent()?.VehicleId === vehicleId) emit('vehicle', fresh);
    },
    () => undefined, // the notification said why; the vehicle stays as it was
  );
}

/** For tests: forget that the session was started. */
export function resetVehicleSessionForTests(): void {
  started = false;
}

/** The `vehicle` event's value, parsed once per value (the same object while the vehicle stays). */
const parsedVehicles = new WeakMap<object, CurrentVehicleData | null>();
function vehicleFromEvent(): CurrentVehicleData | null {
  const raw = lastValue('vehicle');
  if (!raw) return null;
  if (!parsedVehicles.has(raw)) parsedVehicles.set(raw, asVehicleData(raw));
  return parsedVehicles.get(raw) ?? null;
}

/** Bumped on every `vehicle` event, so the atom below reads the event's value again. */
const vehicleEventsAtom = atom(0);
vehicleEventsAtom.onMount = (set) => {
  startVehicleSession();
  return on('vehicle', () => set((n) => n + 1));
};
// the default store follows even while no catalogue area is mounted
on('vehicle', () => getDefaultStore().set(vehicleEventsAtom, (n) => n + 1), { replay: false });

/** The current vehicle, in step with the `vehicle` event (read from it, so a new area never starts stale). */
export const currentVehicleAtom = atom((get) => {
  get(vehicleEventsAtom);
  return vehicleFromEvent();
});

export function useCurrentVehicle(): CurrentVehicleData | null {
  return useAtomValue(currentVehicleAtom);
}

/** Make a vehicle the current one (or clear it with null): every catalogue area follows; a chosen vehicle is also a recent one. */
export function setCurrentVehicle(vehicle: CurrentVehicleData | null): void {
  startVehicleSession();
  emit('vehicle', vehicle);
  if (vehicle) rememberRecentVehicle(vehicle);
}

export const clearCurrentVehicle = () => setCurrentVehicle(null);

/** marke and produktart for stock and cart calls: the current vehicle's, else the defaults (SPEC section 7). */
export function vehicleBrandOf(vehicle: CurrentVehicleData | null, defaultBrand: string): { marke: string; produktart: string } {
  return {
    marke: vehicle?.VehicleInfo.marke || defaultBrand,
    produktart: vehicle?.VehicleInfo.produktart || 'PKW',
  };
}

export function useVehicleBrand(): { marke: string; produktart: string } {
  const vehicle = useCurrentVehicle();
  const { config } = useReferenceData();
  return vehicleBrandOf(vehicle, config.general.vehicleBrand);
}

/**
 * SPEC section 4: a failed product or category load empties the saved vehicle (once per failure).
 * The answer's failure was already shown by the http client.
 */
export function useFailedLoadEmptiesVehicle(failed: boolean): void {
  useEffect(() => {
    if (failed) clearCurrentVehicle();
  }, [failed]);
}
