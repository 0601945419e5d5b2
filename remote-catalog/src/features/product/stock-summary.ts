import type { ProductStock } from './product-schemas';

/**
 * Where a part is: at the dealer's own branch (a warehouse row marked Branch, extension
 * delivery-estimate), only elsewhere, in stock somewhere (a back end that does not say which
 * warehouse is the dealer's), or nowhere.
 */
export type StockState = 'branch' | 'elsewhere' | 'inStock' | 'none';

export interface StockSummary {
  /** Pieces in every warehouse together. */
  total: number;
  /** Pieces at the dealer's branch (0 when unknown). */
  atBranch: number;
  state: StockState;
  /** The soonest estimate of a warehouse holding the part (extension delivery-estimate), or null. */
  earliest: { DeliveryDays: number; DeliveryDate: string | null } | null;
}

/** One line's worth of a part's stock: the total, where it is, and the soonest it can be at the dealer. */
export function stockSummary(stock: Pick<ProductStock, 'WarehouseInventory'>): StockSummary {
  const rows = stock.WarehouseInventory;
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.StockQuantity), 0);
  const branchKnown = rows.some((row) => row.Branch !== undefined);
  const atBranch = rows.filter((row) => row.Branch === true).reduce((sum, row) => sum + Math.max(0, row.StockQuantity), 0);
  let earliest: StockSummary['earliest'] = null;
  for (const row of rows) {
    if (row.StockQuantity <= 0 || typeof row.DeliveryDays !== 'number') continue;
    if (!earliest || row.DeliveryDays < earliest.DeliveryDays)
      earliest = { DeliveryDays: row.DeliveryDays, DeliveryDate: row.DeliveryDate ?? null };
  }
  const state: StockState = total === 0 ? 'none' : !branchKnown ? 'inStock' : atBranch > 0 ? 'branch' : 'elsewhere';
  return { total, atBranch, state, earliest };
}
