import { ProductStockBatchSchema } from '@parts/contract/catalogue';
import { SearchResultsSchema, type SearchResults } from '@parts/contract/search-results';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keyed, type FetchContext } from '@parts/shared-kernel/query';

export type { SearchResults };
export type SearchResultPart = SearchResults['Products'][number];

export interface SearchResultsRequest {
  q: string;
  page: number;
  keys: readonly string[];
  equipment: readonly string[];
}

/** GET /api/Level4Product/SearchResults (extension 'search-results'): a page of a search by name, with each part's boards and fit. */
export function loadSearchResults(request: SearchResultsRequest, context?: FetchContext): Promise<SearchResults> {
  const query = new URLSearchParams({ q: request.q, page: String(request.page) });
  for (const key of request.keys) query.append('VehicleKeyList', key);
  for (const code of request.equipment) query.append('EquipmentList', code);
  return http.get(`/api/Level4Product/SearchResults?${query.toString()}`, { schema: SearchResultsSchema, quiet: true, ...context });
}

export const SEARCH_RESULTS = declareQuery(['catalog', 'search-results'], ['GET /api/Level4Product/SearchResults']);

export const searchResultsQuery = (locale: Locale, request: SearchResultsRequest) =>
  apiQuery(keyed(SEARCH_RESULTS, request), locale, (context) => loadSearchResults(request, context));

/** The price and stock of a page's parts at once (POST /api/level4/ProductStock/Batch, extension 'batch-stock'). */
export const PAGE_STOCK = declareQuery(['catalog', 'search-results-stock'], ['POST /api/level4/ProductStock/Batch']);

export const pageStockQuery = (locale: Locale, skus: readonly string[], brand: { marke: string; produktart: string }) =>
  apiQuery(keyed(PAGE_STOCK, { skus, brand }), locale, (context) =>
    http.post(
      '/api/level4/ProductStock/Batch',
      skus.map((sku) => ({ sku, ...brand })),
      { schema: ProductStockBatchSchema, quiet: true, ...context },
    ),
  );
