import { PRODUCT_STOCK_BATCH_MAX, ProductStockBatchSchema, ProductStockSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';

/** A list item's current price for the dealer: Price <= 0 is 'temporarily unavailable' (SPEC section 1). */
export interface ListPrice {
  Price: number;
}
/** Part number -> its price; a part the API did not answer for has none. */
export type ListPrices = Readonly<Record<string, ListPrice>>;

/** Per-part calls at a time when the back end has no batch call (a list holds up to 500 parts). */
const PARALLEL_CALLS = 4;

interface Brand {
  marke: string;
  produktart: string;
}

/** POST /api/level4/ProductStock/Batch (extension batch-stock), at most 200 parts a call. */
async function batchPrices(skus: readonly string[], brand: Brand, context: FetchContext): Promise<ListPrices> {
  const prices: Record<string, ListPrice> = {};
  for (let start = 0; start < skus.length; start += PRODUCT_STOCK_BATCH_MAX) {
    const lines = skus.slice(start, start + PRODUCT_STOCK_BATCH_MAX).map((sku) => ({ sku, ...brand }));
    const found = await http.post('/api/level4/ProductStock/Batch', lines, { schema: ProductStockBatchSchema, ...context, quiet: true });
    for (const stock of found) prices[stock.Sku] = { Price: stock.Price };
  }
  return prices;
}

/** SPEC's POST /api/level4/ProductStock, one part a call, a few at a time; a part whose call fails has no price. */
async function singlePrices(skus: readonly string[], brand: Brand, context: FetchContext): Promise<ListPrices> {
  const prices: Record<string, ListPrice> = {};
  let next = 0;
  const worker = async () => {
    while (next < skus.length && !context.signal.aborted) {
      const sku = skus[next++]!;
      try {
        const stock = await http.post(
          '/api/level4/ProductStock',
          { sku, ...brand },
          { schema: ProductStockSchema, ...context, quiet: true },
        );
        prices[sku] = { Price: stock.Price };
      } catch {
        // no price for this part: the row says it could not be priced
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, skus.length) }, worker));
  return prices;
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const LIST_PRICES = declareQuery(['shopping-list-prices'], ['POST /api/level4/ProductStock/Batch', 'POST /api/level4/ProductStock']);

/**
 * The current prices of a list's parts, for the dealer (their discount included), through the
 * price calls of the contract: the batch call when the back end lists batch-stock, else
 * ProductStock per part. Quiet: a price that cannot be had is said in its row, not in a notice.
 */
export const listPricesQuery = (locale: Locale, skus: readonly string[], brand: Brand, batch: boolean) =>
  apiQuery(
    keyed(LIST_PRICES, [...skus].sort(), brand, batch),
    locale,
    (context) => (batch ? batchPrices(skus, brand, context) : singlePrices(skus, brand, context)),
    {
      staleTime: 60_000,
    },
  );
