import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { FindResultSchema } from '@parts/contract/catalogue';
import { tolerant } from '@parts/contract/tolerant';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';

const FoundSchema = tolerant(FindResultSchema);
export type FoundProduct = v.InferOutput<typeof FoundSchema>;

export interface FindProductRequest {
  Sku: string;
  EquipmentList: (string | number)[];
  VehicleKeyList: (string | number)[];
}

/** POST /api/Level4Product/Find: a part number resolved to the part and the boards that draw it. */
export function findProduct(request: FindProductRequest, signal?: AbortSignal): Promise<FoundProduct> {
  return http.post('/api/Level4Product/Find', request, { schema: FoundSchema as v.GenericSchema<unknown, FoundProduct>, ...(signal ? { signal } : {}) });
}

export const findProductQuery = (locale: Locale, request: FindProductRequest) =>
  queryOptions({ queryKey: catalogKey('find-product', locale, request), queryFn: ({ signal }) => findProduct(request, signal) });
