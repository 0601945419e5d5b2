/**
 * The current vehicle (SPEC sections 3 and 4): saved in local storage and restored on load,
 * published as the `vehicle` event, cleared at logout. It is held one way: the `vehicle` event's
 * value is the vehicle every app and every catalogue area reads (React through
 * `useSyncExternalStore`); beside it this module keeps how the vehicle is asked of the API (its VIN
 * list entry or its filter values) and the language its data is in, so the data follows the shop's
 * language at once (a switch, or a page opened in another language than the vehicle was saved in)
 * through the shop's one query client. The saved entry is dealer storage (shared-kernel), emptied
 * by the host when the session ends, whether the catalogue's code is loaded then or not.
 */
import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import {
  currentLocale,
  emit,
  lastValue,
  on,
  onLocaleChange,
  readDealerStorage,
  removeDealerStorage,
  useReferenceData,
  writeDealerStorage,
  type Locale,
} from '@parts/shared-kernel';
import { shopQueryClient } from '@parts/shared-kernel/query';
import { CurrentVehicleSchema, VehicleSearchSchema } from '@parts/contract/catalogue';
import { FILTER_LEVELS } from '../vehicle-filter/filter-levels';
import { vehicleQuery, type VehicleSearchRequest } from './api/load-vehicle';
import type { CurrentVehicleData } from './vehicle-schemas';

export const VEHICLE_STORAGE_KEY = 'currentVehicle';

/** How a vehicle is asked of the API (POST /api/Level4/VehicleSearch): its VIN list entry, or its filter values down to the month. */
const SearchSchema = v.union([
  v.object({ Id: v.number() }),
  VehicleSearchSchema,
  v.record(v.picklist(FILTER_LEVELS.map((level) => level.key)), v.union([v.string(), v.number()])),
]);

/** Storage entry: the vehicle, how to ask for it again, the language it is in, and a fingerprint of the session that chose it. */
const StoredSchema = v.object({
  owner: v.string(),
  vehicle: CurrentVehicleSchema,
  search: v.optional(v.nullable(SearchSchema), null),
  locale: v.optional(v.picklist(['pl', 'en']), 'pl'),
});

/** A short, non-reversible fingerprint of the token (FNV-1a), so another session never inherits the vehicle. */
function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What is known of a vehicle beside its data: how to ask for it again and the language its data is in. */
interface VehicleSource {
  search: VehicleSearchRequest | null;
  locale: Locale;
}

/** The source of each vehicle value the `vehicle` event carried (by identity: the same object while the vehicle stays). */
const sources = new WeakMap<object, VehicleSource>();

/** The way back to a vehicle when nothing better is known: a VIN vehicle by its id. */
const searchOf = (vehicle: CurrentVehicleData): VehicleSearchRequest | null =>
  vehicle.VehicleId !== null ? { Id: vehicle.VehicleId } : null;

function sourceOf(vehicle: CurrentVehicleData): VehicleSource {
  return sources.get(vehicle) ?? { search: searchOf(vehicle), locale: currentLocale() };
}

function readStored(token: string): { vehicle: CurrentVehicleData; source: VehicleSource } | null {
  try {
    const raw = readDealerStorage(VEHICLE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    if (parsed.success && parsed.output.owner === sessionFingerprint(token)) {
      const { vehicle, search, locale } = parsed.output;
      return { vehicle, source: { search: search ?? searchOf(vehicle), locale } };
    }
  } catch {
    // unreadable entry: forget it below
  }
  removeDealerStorage(VEHICLE_STORAGE_KEY);
  return null;
}

function writeStored(vehicle: CurrentVehicleData, token: string): void {
  const { search, locale } = sourceOf(vehicle);
  writeDealerStorage(VEHICLE_STORAGE_KEY, JSON.stringify({ owner: sessionFingerprint(token), vehicle, search, locale }));
}

/** The `vehicle` event's value, parsed once per value (the same object while the vehicle stays). */
const parsedVehicles = new WeakMap<object, CurrentVehicleData | null>();
function vehicleFromEvent(): CurrentVehicleData | null {
  const raw = lastValue('vehicle');
  if (!raw) return null;
  if (!parsedVehicles.has(raw)) {
    const parsed = v.safeParse(CurrentVehicleSchema, raw);
    parsedVehicles.set(raw, parsed.success ? parsed.output : null);
    // parsing may copy the object: the copy has the source of the value it was parsed from
    const source = sources.get(raw);
    if (parsed.success && source && parsed.output !== raw) sources.set(parsed.output, source);
  }
  return parsedVehicles.get(raw) ?? null;
}

function publish(vehicle: CurrentVehicleData | null, source?: VehicleSource): void {
  if (vehicle && source) sources.set(vehicle, source);
  emit('vehicle', vehicle);
}

/**
 * The vehicle's data in the language shown now: asked again (through the shop's query client, the
 * locale in its key) when it is in another one, unless another vehicle was chosen meanwhile. A
 * vehicle whose way back is not known (another app's) keeps its data.
 */
function followLanguage(): void {
  const vehicle = vehicleFromEvent();
  if (!vehicle || !lastValue('auth:token')) return;
  const { search, locale } = sourceOf(vehicle);
  const wanted = currentLocale();
  if (!search || locale === wanted) return;
  shopQueryClient()
    .fetchQuery(vehicleQuery(wanted, search))
    .then(
      (fresh) => {
        if (vehicleFromEvent() === vehicle && currentLocale() === wanted)
          publish({ ...fresh, Vin: fresh.Vin || vehicle.Vin }, { search, locale: wanted });
      },
      () => undefined, // the notification said why; the vehicle stays as it was
    );
}

let stopSession: (() => void) | null = null;

/**
 * Restore the saved vehicle and follow the session and the language; once per page, whichever
 * catalogue module loads first (remote.ts). Returns the function that stops following.
 */
export function startVehicleSession(): () => void {
  if (stopSession) return stopSession;
  let settled = false;
  // the first token decides (it may arrive later, e.g. in the standalone harness); logout forgets the vehicle
  const stopToken = on('auth:token', (token) => {
    if (!token) {
      settled = true;
      removeDealerStorage(VEHICLE_STORAGE_KEY);
      if (lastValue('vehicle')) emit('vehicle', null);
      return;
    }
    if (settled) return;
    settled = true;
    if (lastValue('vehicle') === undefined) {
      const restored = readStored(token);
      if (restored) publish(restored.vehicle, restored.source);
    }
    followLanguage(); // saved in another language than the page opened in
  });
  const stopVehicle = on('vehicle', () => {
    const vehicle = vehicleFromEvent();
    const token = lastValue('auth:token');
    if (vehicle && token) writeStored(vehicle, token);
    else if (!vehicle) removeDealerStorage(VEHICLE_STORAGE_KEY);
  });
  const stopLocale = onLocaleChange(followLanguage);
  stopSession = () => {
    stopToken();
    stopVehicle();
    stopLocale();
    stopSession = null;
  };
  return stopSession;
}

/** Stop following the session (what a page unload does; the next start restores the saved vehicle). */
export function stopVehicleSession(): void {
  stopSession?.();
}

const subscribeVehicle = (onChange: () => void) => {
  startVehicleSession();
  return on('vehicle', onChange, { replay: false });
};

/** The current vehicle, in step with the `vehicle` event (read from it, so a new area never starts stale). */
export function useCurrentVehicle(): CurrentVehicleData | null {
  return useSyncExternalStore(subscribeVehicle, vehicleFromEvent, vehicleFromEvent);
}

/**
 * Make a vehicle the current one (or clear it with null): every catalogue area follows. `search`
 * is how it was asked for (default: its VIN list entry) and `locale` the language it was asked in,
 * so a language switch asks for it again.
 */
export function setCurrentVehicle(
  vehicle: CurrentVehicleData | null,
  search?: VehicleSearchRequest | null,
  locale: Locale = currentLocale(),
): void {
  startVehicleSession();
  if (!vehicle) return publish(null);
  publish(vehicle, { search: search === undefined ? searchOf(vehicle) : search, locale });
  followLanguage(); // the language changed while it was asked for
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
