import type * as v from 'valibot';
import { FindResultSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';

export type FoundProduct = v.InferOutput<typeof FindResultSchema>;

export interface FindProductRequest {
  Sku: string;
  EquipmentList: (string | number)[];
  VehicleKeyList: (string | number)[];
}

/** POST /api/Level4Product/Find: a part number resolved to the part and the boards that draw it. */
export function findProduct(request: FindProductRequest, context?: FetchContext): Promise<FoundProduct> {
  return http.post('/api/Level4Product/Find', request, { schema: FindResultSchema, ...context });
}

export const findProductQuery = (locale: Locale, request: FindProductRequest) =>
  apiQuery(['catalog', 'find-product', request], locale, (context) => findProduct(request, context));
