import * as v from 'valibot';
import { http, id, list, text } from '@parts/shared-kernel';
import { BoardListItemSchema } from '../product-schemas';

const FoundSchema = v.object({
  SimpleProduct: v.nullish(v.object({ Id: id(), Sku: text(), Name: text() }), null),
  Boards: list(BoardListItemSchema),
});
export type FoundProduct = v.InferOutput<typeof FoundSchema>;

/** POST /api/Level4Product/Find: a part number resolved to the part and the boards that draw it. */
export function findProduct(
  request: { Sku: string; EquipmentList: (string | number)[]; VehicleKeyList: (string | number)[] },
  signal?: AbortSignal,
): Promise<FoundProduct> {
  return http.post('/api/Level4Product/Find', request, { schema: FoundSchema as v.GenericSchema<unknown, FoundProduct>, ...(signal ? { signal } : {}) });
}
