import * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { EquipmentConditionSchema, type EquipmentCondition } from '../product-schemas';

/** POST /api/Level4Product/VehicleConditions: the equipment conditions of a product. */
export function loadVehicleConditions(
  request: { id: number; vehicleSpecific: boolean; EquipmentList: (string | number)[] },
  signal?: AbortSignal,
): Promise<EquipmentCondition[]> {
  return http.post('/api/Level4Product/VehicleConditions', request, {
    schema: v.nullish(v.array(EquipmentConditionSchema), []) as v.GenericSchema<unknown, EquipmentCondition[]>,
    ...(signal ? { signal } : {}),
  });
}
