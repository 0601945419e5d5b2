import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { CatalogueProductSchema, type CatalogueProduct } from '../product-schemas';

/** GET /api/Product('{id}'): one catalogue product (simple part or board). */
export function loadProduct(id: number, context?: FetchContext): Promise<CatalogueProduct> {
  return http.get(`/api/Product('${encodeURIComponent(String(id))}')`, { schema: CatalogueProductSchema, ...context });
}

export const productQuery = (locale: Locale, id: number) => apiQuery(['catalog', 'product', { id }], locale, (context) => loadProduct(id, context));
