import { EquipmentConditionSchema } from '@parts/contract/catalogue';
import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { EquipmentCondition } from '../product-schemas';

export interface VehicleConditionsRequest {
  id: number;
  vehicleSpecific: boolean;
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/VehicleConditions: the equipment conditions of a product. */
export function loadVehicleConditions(request: VehicleConditionsRequest, context?: FetchContext): Promise<EquipmentCondition[]> {
  return http.post('/api/Level4Product/VehicleConditions', request, { schema: v.array(EquipmentConditionSchema), ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const VEHICLE_CONDITIONS = declareQuery(['catalog', 'vehicle-conditions'], ['POST /api/Level4Product/VehicleConditions']);

export const vehicleConditionsQuery = (locale: Locale, request: VehicleConditionsRequest) =>
  apiQuery(keyed(VEHICLE_CONDITIONS, request), locale, (context) => loadVehicleConditions(request, context));
