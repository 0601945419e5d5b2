import * as v from 'valibot';
import { RecentVehicleSchema, type RecentVehicle } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, type FetchContext, type MutationDeclaration } from '@parts/shared-kernel/query';
import { vehicleSearchBody, type VehicleSearchRequest } from './load-vehicle';

/** GET /api/RecentVehicles (extension recent-vehicles): the signed-in dealer's last vehicles, newest first, in the language asked. */
export function loadRecentVehicles(context?: FetchContext): Promise<RecentVehicle[]> {
  return http.get('/api/RecentVehicles', { schema: v.array(RecentVehicleSchema), ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const RECENT_VEHICLES = declareQuery(['catalog', 'recent-vehicles'], ['GET /api/RecentVehicles']);

/** The list changes only by the dealer's own choices (each answers the new list): fresh until then, per session (the client is emptied at a sign-in or out). */
export const recentVehiclesQuery = (locale: Locale) => apiQuery(RECENT_VEHICLES, locale, loadRecentVehicles, { staleTime: Infinity });

/** POST /api/RecentVehicles: a vehicle the dealer chose (as VehicleSearch asks for it) becomes the newest; answers the list. */
export function rememberRecentVehicle(search: VehicleSearchRequest, locale: Locale): Promise<RecentVehicle[]> {
  return http.post('/api/RecentVehicles', vehicleSearchBody(search), { schema: v.array(RecentVehicleSchema), locale });
}

/**
 * Remembering a vehicle answers the new list: the caller sets it as the list in its language; the
 * lists in other languages are marked stale (asked again when next shown).
 */
export const rememberRecentVehicleMutation = {
  calls: ['POST /api/RecentVehicles'],
  invalidates: [],
  marksStale: [RECENT_VEHICLES.key],
} satisfies MutationDeclaration;
