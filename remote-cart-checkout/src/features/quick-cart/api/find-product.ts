import { FindResultSchema } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';

const FindSchema = FindResultSchema;

/**
 * POST /api/Level4Product/Find: the product id of a part number, or null when no part has it.
 */
export async function findProductId(sku: string): Promise<number | null> {
  const answer = await http.post('/api/Level4Product/Find', { Sku: sku, EquipmentList: [], VehicleKeyList: [] }, { schema: FindSchema });
  return answer.SimpleProduct?.Id ?? null;
}
