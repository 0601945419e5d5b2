import * as v from 'valibot';
import { RecentVehicleSchema, type RecentVehicle } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { VehicleSearchRequest } from './load-vehicle';

const RecentVehiclesSchema = v.array(RecentVehicleSchema);

/** GET /api/RecentVehicles (extension recent-vehicles): the signed-in dealer's last vehicles, newest first, in the language asked. */
export function loadRecentVehicles(context?: FetchContext): Promise<RecentVehicle[]> {
  return http.get('/api/RecentVehicles', { schema: RecentVehiclesSchema, ...context });
}

export const RECENT_VEHICLES_KEY = ['catalog', 'recent-vehicles'] as const;

/** The list changes only by the dealer's own choices (each answers the new list): fresh until then, per session (the client is emptied at a sign-in or out). */
export const recentVehiclesQuery = (locale: Locale) => apiQuery(RECENT_VEHICLES_KEY, locale, loadRecentVehicles, { staleTime: Infinity });

/** POST /api/RecentVehicles: a vehicle the dealer chose (as VehicleSearch asks for it) becomes the newest; answers the list. */
export function rememberRecentVehicle(search: VehicleSearchRequest, locale: Locale): Promise<RecentVehicle[]> {
  return http.post('/api/RecentVehicles', search, { schema: RecentVehiclesSchema, locale });
}
