import { stockSummary } from './stock-summary';

const row = (
  WarehouseId: number,
  StockQuantity: number,
  extra: { Branch?: boolean; DeliveryDays?: number | null; DeliveryDate?: string | null } = {},
) => ({ WarehouseId, WarehouseName: `W${WarehouseId}`, StockQuantity, ...extra });

describe('stockSummary', () => {
  it('adds the warehouses up and says the part is at the branch when the branch holds some', () => {
    const summary = stockSummary({
      WarehouseInventory: [
        row(1, 120, { Branch: true, DeliveryDays: 0, DeliveryDate: '2025-06-10' }),
        row(2, 16, { Branch: false, DeliveryDays: 1, DeliveryDate: '2025-06-11' }),
      ],
    });
    expect(summary).toEqual({ total: 136, atBranch: 120, state: 'branch', earliest: { DeliveryDays: 0, DeliveryDate: '2025-06-10' } });
  });

  it('says elsewhere when only other warehouses hold it, with the soonest of those', () => {
    const summary = stockSummary({
      WarehouseInventory: [
        row(1, 0, { Branch: true, DeliveryDays: null }),
        row(2, 3, { Branch: false, DeliveryDays: 2, DeliveryDate: '2025-06-12' }),
        row(3, 1, { Branch: false, DeliveryDays: 1, DeliveryDate: '2025-06-11' }),
      ],
    });
    expect(summary).toMatchObject({ total: 4, atBranch: 0, state: 'elsewhere', earliest: { DeliveryDays: 1, DeliveryDate: '2025-06-11' } });
  });

  it('says none when no warehouse holds it (no estimate), and only "in stock" when the back end does not name the branch', () => {
    expect(stockSummary({ WarehouseInventory: [] })).toEqual({ total: 0, atBranch: 0, state: 'none', earliest: null });
    expect(stockSummary({ WarehouseInventory: [row(1, 0, { Branch: true })] }).state).toBe('none');
    expect(stockSummary({ WarehouseInventory: [row(1, 5), row(2, 2)] })).toEqual({
      total: 7,
      atBranch: 0,
      state: 'inStock',
      earliest: null,
    });
  });
});
