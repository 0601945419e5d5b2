import * as v from 'valibot';
import { http, id, text } from '@parts/shared-kernel';

const FindSchema = v.object({
  SimpleProduct: v.nullish(v.object({ Id: id(), Sku: text(), Name: text() }), null),
});

/**
 * POST /api/Level4Product/Find: the product id of a part number, or null when no part has it.
 */
export async function findProductId(sku: string): Promise<number | null> {
  const answer = await http.post('/api/Level4Product/Find', { Sku: sku, EquipmentList: [], VehicleKeyList: [] }, { schema: FindSchema });
  return answer.SimpleProduct?.Id ?? null;
}
