import { ProductStockSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { ProductStock } from '../product-schemas';

export interface ProductStockRequest {
  sku: string;
  marke: string;
  produktart: string;
}

/** POST /api/level4/ProductStock: price, old price, net prices, the dealer's discount and stock per warehouse. */
export function checkProductStock(
  request: ProductStockRequest,
  options: Partial<FetchContext> & { quiet?: boolean } = {},
): Promise<ProductStock> {
  return http.post('/api/level4/ProductStock', request, { schema: ProductStockSchema, ...options });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const PRODUCT_STOCK = declareQuery(['catalog', 'product-stock'], ['POST /api/level4/ProductStock']);

/**
 * One part's stock and price for the vehicle's brand. `quiet`: no notification of its own (the
 * caller says once what failed, e.g. 'Check all prices').
 */
export const productStockQuery = (locale: Locale, request: ProductStockRequest, options: { quiet?: boolean } = {}) =>
  apiQuery(keyed(PRODUCT_STOCK, request), locale, (context) => checkProductStock(request, { ...options, ...context }));
