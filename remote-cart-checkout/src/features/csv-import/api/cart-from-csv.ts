import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { NoticesSchema } from '@parts/contract/common';
import { http } from '@parts/shared-kernel';
import { invalidateCart } from '../../cart/api/invalidate-cart';

export interface CsvCartLine {
  sku: string;
  quantity: number;
}

/** POST /api/Level4/cartFromCsv: adds the lines; answers notices like AddItem. The cart is asked again. */
export const cartFromCsvMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (lines: CsvCartLine[]) => http.post('/api/Level4/cartFromCsv', lines, { schema: NoticesSchema }),
    onSettled: () => invalidateCart(client),
  });
