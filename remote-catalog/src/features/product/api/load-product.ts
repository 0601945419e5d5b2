import type * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { CatalogueProductSchema, type CatalogueProduct } from '../product-schemas';

/** GET /api/Product('{id}'): one catalogue product (simple part or board). */
export function loadProduct(id: number, signal?: AbortSignal): Promise<CatalogueProduct> {
  return http.get(`/api/Product('${encodeURIComponent(String(id))}')`, {
    schema: CatalogueProductSchema as v.GenericSchema<unknown, CatalogueProduct>,
    ...(signal ? { signal } : {}),
  });
}
