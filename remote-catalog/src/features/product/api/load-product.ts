import { CatalogueProductSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { CatalogueProduct } from '../product-schemas';

/** GET /api/Product('{id}'): one catalogue product (simple part or board). */
export function loadProduct(id: number, context?: FetchContext): Promise<CatalogueProduct> {
  return http.get(`/api/Product('${encodeURIComponent(String(id))}')`, { schema: CatalogueProductSchema, ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const PRODUCT = declareQuery(['catalog', 'product'], ['GET /api/:lookup']);

export const productQuery = (locale: Locale, id: number) => apiQuery(keyed(PRODUCT, { id }), locale, (context) => loadProduct(id, context));
