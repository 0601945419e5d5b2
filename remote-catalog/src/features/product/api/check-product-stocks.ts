import { PRODUCT_STOCK_BATCH_MAX } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';
import { ProductStockBatchSchema, type ProductStock } from '../product-schemas';

/**
 * POST /api/level4/ProductStock/Batch (extension 'batch-stock'): the stock and price of many parts,
 * in calls of at most 200 parts; the parts found (an unknown part number is left out).
 */
export async function checkProductStocks(skus: readonly string[], brand: { marke: string; produktart: string }, options: { signal?: AbortSignal } = {}): Promise<ProductStock[]> {
  const found: ProductStock[] = [];
  for (let start = 0; start < skus.length; start += PRODUCT_STOCK_BATCH_MAX) {
    const lines = skus.slice(start, start + PRODUCT_STOCK_BATCH_MAX).map((sku) => ({ sku, ...brand }));
    found.push(...(await http.post('/api/level4/ProductStock/Batch', lines, { schema: ProductStockBatchSchema, ...options })));
  }
  return found;
}
