import { http } from '@parts/shared-kernel';
import { NoticesSchema } from '../../cart/api/cart-schemas';

export interface CsvCartLine {
  sku: string;
  quantity: number;
}

/** POST /api/Level4/cartFromCsv: adds the lines; answers notices like AddItem. */
export function cartFromCsv(lines: CsvCartLine[]): Promise<string[]> {
  return http.post('/api/Level4/cartFromCsv', lines, { schema: NoticesSchema });
}
