import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { CatalogueProductSchema, type CatalogueProduct } from '../product-schemas';

/** GET /api/Product('{id}'): one catalogue product (simple part or board). */
export function loadProduct(id: number, signal?: AbortSignal): Promise<CatalogueProduct> {
  return http.get(`/api/Product('${encodeURIComponent(String(id))}')`, {
    schema: CatalogueProductSchema as v.GenericSchema<unknown, CatalogueProduct>,
    ...(signal ? { signal } : {}),
  });
}

export const productQuery = (locale: Locale, id: number) =>
  queryOptions({ queryKey: catalogKey('product', locale, { id }), queryFn: ({ signal }) => loadProduct(id, signal) });
