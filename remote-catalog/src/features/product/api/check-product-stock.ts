import type * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { ProductStockSchema, type ProductStock } from '../product-schemas';

/** POST /api/level4/ProductStock: price, old price, net prices, the dealer's discount and stock per warehouse. */
export function checkProductStock(request: { sku: string; marke: string; produktart: string }, options: { quiet?: boolean; signal?: AbortSignal } = {}): Promise<ProductStock> {
  return http.post('/api/level4/ProductStock', request, { schema: ProductStockSchema as v.GenericSchema<unknown, ProductStock>, ...options });
}
