import { PRODUCT_STOCK_BATCH_MAX, ProductStockBatchSchema } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';
import type { MutationDeclaration } from '@parts/shared-kernel/query';
import type { ProductStock } from '../product-schemas';

/** 'Check all prices': asks (the batch call, else ProductStock per part), changes nothing. */
export const checkStocksMutation = {
  calls: ['POST /api/level4/ProductStock/Batch', 'POST /api/level4/ProductStock'],
  invalidates: [],
} satisfies MutationDeclaration;

/**
 * POST /api/level4/ProductStock/Batch (extension 'batch-stock'): the stock and price of many parts,
 * in calls of at most 200 parts; the parts found (an unknown part number is left out).
 */
export async function checkProductStocks(
  skus: readonly string[],
  brand: { marke: string; produktart: string },
  options: { signal?: AbortSignal } = {},
): Promise<ProductStock[]> {
  const found: ProductStock[] = [];
  for (let start = 0; start < skus.length; start += PRODUCT_STOCK_BATCH_MAX) {
    const lines = skus.slice(start, start + PRODUCT_STOCK_BATCH_MAX).map((sku) => ({ sku, ...brand }));
    found.push(...(await http.post('/api/level4/ProductStock/Batch', lines, { schema: ProductStockBatchSchema, ...options })));
  }
  return found;
}
