/**
 * Recent vehicles (issue 16, item 7; issue 37, item 3): the last 5 vehicles a dealer chose (VIN
 * search, filters, or this list), newest first. Kept per customer on the server (extension
 * recent-vehicles), so the list outlives a sign-out while the browser keeps nothing of the dealer;
 * read through the shop's one query client, in the language shown. Without the extension there is
 * no list.
 */
import { useCallback } from 'react';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import type { RecentVehicle } from '@parts/contract/catalogue';
import { useAuthToken, useLocale, useReferenceData } from '@parts/shared-kernel';
import { shopQueryClient, useApiMutation, useApiQuery } from '@parts/shared-kernel/query';
import type { VehicleSearchRequest } from './api/load-vehicle';
import { recentVehiclesQuery, rememberRecentVehicle, rememberRecentVehicleMutation } from './api/recent-vehicles';
import type { CurrentVehicleData } from './vehicle-schemas';

/** The same vehicle: the same VIN, or (chosen by filters, without a VIN) the same vehicle keys. */
export function sameVehicle(a: CurrentVehicleData, b: CurrentVehicleData): boolean {
  if (a.Vin || b.Vin) return (a.Vin ?? '') === (b.Vin ?? '');
  return [...a.VehicleKeyList].sort().join('|') === [...b.VehicleKeyList].sort().join('|');
}

/** Whether the back end keeps recent vehicles (extension recent-vehicles). */
export function useRecentVehiclesOffered(): boolean {
  return hasExtension(useReferenceData().config, EXTENSIONS.recentVehicles);
}

/** The signed-in dealer's recent vehicles, newest first; `known` is false until the list is in. */
export function useRecentVehicles(): { known: boolean; vehicles: RecentVehicle[] } {
  const offered = useRecentVehiclesOffered();
  const signedIn = Boolean(useAuthToken());
  const { data } = useApiQuery({ ...recentVehiclesQuery(useLocale()), enabled: offered && signedIn });
  return { known: data !== undefined, vehicles: data ?? [] };
}

/** Remember a vehicle the dealer chose (nothing without the extension); the answer is the new list. */
export function useRememberRecentVehicle(): (search: VehicleSearchRequest) => void {
  const offered = useRecentVehiclesOffered();
  const locale = useLocale();
  const { mutate } = useApiMutation({
    ...rememberRecentVehicleMutation,
    mutationFn: (search: VehicleSearchRequest) => rememberRecentVehicle(search, locale),
    // the answer is the list in this language (the declaration marked every language's stale)
    onSuccess: (list) => {
      shopQueryClient().setQueryData(recentVehiclesQuery(locale).queryKey, list);
    },
  });
  return useCallback(
    (search: VehicleSearchRequest) => {
      if (offered) mutate(search);
    },
    [offered, mutate],
  );
}
