import { CurrentVehicleSchema } from '@parts/contract/catalogue';
/**
 * Recent vehicles (issue 16, item 7): the last 5 vehicles a dealer chose (VIN search, filters, or
 * this list), newest first,
 * kept in local storage per dealer (the signed-in customer's id from GET /api/Customer/get; the
 * token is never stored), so another dealer on the same device sees only their own.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { lastValue, on } from '@parts/shared-kernel';
import { fetchCustomer } from '@parts/shared-kernel/query';
import type { CurrentVehicleData } from './vehicle-schemas';

export const RECENT_VEHICLES_LIMIT = 5;
const STORAGE_PREFIX = 'recentVehicles:';

const StoredSchema = v.array(CurrentVehicleSchema);

/** The same vehicle: the same VIN, or (chosen by filters, without a VIN) the same vehicle keys. */
export function sameVehicle(a: CurrentVehicleData, b: CurrentVehicleData): boolean {
  if (a.Vin || b.Vin) return (a.Vin ?? '') === (b.Vin ?? '');
  return [...a.VehicleKeyList].sort().join('|') === [...b.VehicleKeyList].sort().join('|');
}

/** The list with `vehicle` first, without an older copy of it, at most 5. */
export function withRecent(list: readonly CurrentVehicleData[], vehicle: CurrentVehicleData): CurrentVehicleData[] {
  return [vehicle, ...list.filter((old) => !sameVehicle(old, vehicle))].slice(0, RECENT_VEHICLES_LIMIT);
}

function read(dealer: string): CurrentVehicleData[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + dealer);
    if (!raw) return [];
    const parsed = v.safeParse(StoredSchema, JSON.parse(raw));
    return parsed.success ? parsed.output.slice(0, RECENT_VEHICLES_LIMIT) : [];
  } catch {
    return [];
  }
}

function write(dealer: string, list: CurrentVehicleData[]): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + dealer, JSON.stringify(list));
  } catch {
    // storage unavailable: the list is not kept
  }
}

/** Who is signed in with a token: asked once per token (kept in memory only). */
const dealers = new Map<string, Promise<string | null>>();
function dealerOf(token: string): Promise<string | null> {
  let dealer = dealers.get(token);
  if (!dealer) {
    // the shop's one customer query (the host, the cart and the account read the same answer),
    // asked once the session's other listeners have run (the shop's cache forgets the previous dealer on a new token)
    dealer = Promise.resolve().then(fetchCustomer).then(
      // the id, else the e-mail (a back end that leaves one out); no one known, nothing remembered
      (customer) => (customer.Id ? `id:${customer.Id}` : customer.Email ? `email:${customer.Email.toLowerCase()}` : null),
      () => {
        dealers.delete(token); // asked again next time
        return null;
      },
    );
    dealers.set(token, dealer);
  }
  return dealer;
}

/** What the list shows: the signed-in dealer's vehicles (`dealer` null while unknown or signed out). */
interface Snapshot {
  dealer: string | null;
  vehicles: CurrentVehicleData[];
}
let snapshot: Snapshot = { dealer: null, vehicles: [] };
const listeners = new Set<() => void>();
function publish(next: Snapshot): void {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** The list on screen follows the session: the dealer's list is read when they sign in, emptied when they sign out. */
let followed: string | null | undefined;
function follow(token: string | null | undefined): void {
  if (token === followed) return;
  followed = token;
  if (!token) return publish({ dealer: null, vehicles: [] });
  void dealerOf(token).then((dealer) => {
    if (followed !== token) return; // another session meanwhile
    publish(dealer ? { dealer, vehicles: read(dealer) } : { dealer: null, vehicles: [] });
  });
}

/** Remember a vehicle the dealer signed in now chose (asks who they are once per session). */
export function rememberRecentVehicle(vehicle: CurrentVehicleData): void {
  const token = lastValue('auth:token');
  if (!token) return;
  void dealerOf(token).then((dealer) => {
    if (!dealer) return;
    const list = withRecent(read(dealer), vehicle);
    write(dealer, list);
    if (snapshot.dealer === dealer) publish({ dealer, vehicles: list });
  });
}

/** While a list is on screen it follows the session (sign-out empties it, another dealer sees theirs). */
let stopFollowing: (() => void) | null = null;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopFollowing ??= on('auth:token', follow);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stopFollowing) {
      stopFollowing();
      stopFollowing = null;
      followed = undefined;
    }
  };
}

/** The signed-in dealer's recent vehicles, newest first; `known` is false until the dealer is known. */
export function useRecentVehicles(): { known: boolean; vehicles: CurrentVehicleData[] } {
  const current = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return { known: current.dealer !== null, vehicles: current.vehicles };
}

/** For tests: forget the session, the dealers asked and the list shown. */
export function resetRecentVehiclesForTests(): void {
  followed = undefined;
  dealers.clear();
  snapshot = { dealer: null, vehicles: [] };
}
