import type * as v from 'valibot';
import { FindResultSchema } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';

const FoundSchema = FindResultSchema;
export type FoundProduct = v.InferOutput<typeof FoundSchema>;

/** POST /api/Level4Product/Find: a part number resolved to the part and the boards that draw it. */
export function findProduct(
  request: { Sku: string; EquipmentList: (string | number)[]; VehicleKeyList: (string | number)[] },
  signal?: AbortSignal,
): Promise<FoundProduct> {
  return http.post('/api/Level4Product/Find', request, { schema: FoundSchema as v.GenericSchema<unknown, FoundProduct>, ...(signal ? { signal } : {}) });
}
