import type * as v from 'valibot';
import { FindResultSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';

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

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const FIND_PRODUCT = declareQuery(['catalog', 'find-product'], ['POST /api/Level4Product/Find']);

export const findProductQuery = (locale: Locale, request: FindProductRequest) =>
  apiQuery(keyed(FIND_PRODUCT, request), locale, (context) => findProduct(request, context));
