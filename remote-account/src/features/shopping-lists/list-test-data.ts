import type { ProductStock } from '@parts/contract/catalogue';
import { answer } from '@parts/shared-kernel/test-support';

/** A ProductStock answer as the API gives it: the dealer's price (0 = temporarily unavailable), no stock rows. */
export function productStock(sku: string, price: number, id = Number(sku.slice(-4)) || 1): ProductStock {
  return {
    Id: id,
    Sku: sku,
    Name: `Part ${sku}`,
    Price: price,
    OldPrice: price,
    PriceNetto: price / 1.23,
    OldPriceNetto: price / 1.23,
    Discount: 0,
    WarehouseInventory: [],
  };
}

/** SPEC's ProductStock for an open list's current prices: every part at `price`. */
export const listPrices = (price = 10) => answer('POST /api/level4/ProductStock', ({ body }) => productStock(body.sku, price));
