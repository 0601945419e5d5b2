import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { EquipmentConditionSchema, type EquipmentCondition } from '../product-schemas';

export interface VehicleConditionsRequest {
  id: number;
  vehicleSpecific: boolean;
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/VehicleConditions: the equipment conditions of a product. */
export function loadVehicleConditions(request: VehicleConditionsRequest, context?: FetchContext): Promise<EquipmentCondition[]> {
  return http.post('/api/Level4Product/VehicleConditions', request, { schema: v.array(EquipmentConditionSchema), ...context });
}

export const vehicleConditionsQuery = (locale: Locale, request: VehicleConditionsRequest) =>
  apiQuery(['catalog', 'vehicle-conditions', request], locale, (context) => loadVehicleConditions(request, context));
