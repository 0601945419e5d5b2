import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { keys, useApiMutation } from '@parts/shared-kernel/query';

export interface CsvCartLine {
  sku: string;
  quantity: number;
}

/** POST /api/Level4/cartFromCsv: adds the lines; answers notices like AddItem. The cart is asked again. */
export const useCartFromCsv = () =>
  useApiMutation({
    mutationFn: (lines: CsvCartLine[]) => http.post('/api/Level4/cartFromCsv', lines, { schema: NoticesSchema }),
    invalidates: [keys.cart],
  });
