import type { ProductStock } from '@parts/contract/catalogue';

/** A ProductStock answer as the API gives it: the dealer's price (0 = temporarily unavailable), no stock rows. */
export function productStock(sku: string, price: number, id = Number(sku.slice(-4)) || 1): ProductStock {
  return { Id: id, Sku: sku, Name: `Part ${sku}`, Price: price, OldPrice: price, PriceNetto: price / 1.23, OldPriceNetto: price / 1.23, Discount: 0, WarehouseInventory: [] };
}
