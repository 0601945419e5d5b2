/**
 * Choosing a vehicle (issue 26, item 3): a vehicle found by VIN, taken from 'Choose Vehicle', from
 * the vehicle filter or from the recent vehicles becomes the current vehicle and opens the
 * catalogue for it (/level4, its categories in view) in the same step.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from '@parts/shared-kernel/router';
import { paths, type Locale } from '@parts/shared-kernel';
import type { VehicleSearchRequest } from './api/load-vehicle';
import { setCurrentVehicle } from './current-vehicle';
import { useRememberRecentVehicle } from './recent-vehicles';
import type { CurrentVehicleData } from './vehicle-schemas';

/** The history state /level4 is opened with after a choice: it brings the categories into view. */
export interface VehicleChosenState {
  vehicleChosen: true;
}

export function isVehicleChosenState(state: unknown): state is VehicleChosenState {
  return typeof state === 'object' && state !== null && (state as Partial<VehicleChosenState>).vehicleChosen === true;
}

/**
 * Make a vehicle current and open the catalogue for it (on /level4 already: the same page, its
 * history entry replaced); `search` is how it was asked for and `locale` the language it was asked
 * in (so its data follows a language switch). A chosen vehicle is also a recent one.
 */
export function useChooseVehicle(): (vehicle: CurrentVehicleData, search: VehicleSearchRequest | null, locale: Locale) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const remember = useRememberRecentVehicle();
  return useCallback(
    (vehicle: CurrentVehicleData, search: VehicleSearchRequest | null, locale: Locale) => {
      setCurrentVehicle(vehicle, search, locale);
      if (search) remember(search);
      const state: VehicleChosenState = { vehicleChosen: true };
      navigate(paths.level4.href(), { state, replace: pathname === paths.level4.pattern });
    },
    [navigate, pathname, remember],
  );
}
