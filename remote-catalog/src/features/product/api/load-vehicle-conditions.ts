import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { EquipmentConditionSchema, type EquipmentCondition } from '../product-schemas';

export interface VehicleConditionsRequest {
  id: number;
  vehicleSpecific: boolean;
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/VehicleConditions: the equipment conditions of a product. */
export function loadVehicleConditions(request: VehicleConditionsRequest, signal?: AbortSignal): Promise<EquipmentCondition[]> {
  return http.post('/api/Level4Product/VehicleConditions', request, {
    schema: v.nullish(v.array(EquipmentConditionSchema), []) as v.GenericSchema<unknown, EquipmentCondition[]>,
    ...(signal ? { signal } : {}),
  });
}

export const vehicleConditionsQuery = (locale: Locale, request: VehicleConditionsRequest) =>
  queryOptions({ queryKey: catalogKey('vehicle-conditions', locale, request), queryFn: ({ signal }) => loadVehicleConditions(request, signal) });
