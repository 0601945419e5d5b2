import * as v from 'valibot';
import { CartLineSchema } from '../src/cart';
import { ProductStockSchema } from '../src/catalogue';
import { deliveryWording, localIsoDate } from '../src/delivery';

/** The dealer's clock: a local moment (the wording follows the dealer's calendar). */
const at = (year: number, month: number, day: number, hour = 10) => new Date(year, month - 1, day, hour);

describe('deliveryWording: today, tomorrow or in N working days, as the dealer sees the calendar', () => {
  it('0 working days is today', () => {
    expect(deliveryWording({ DeliveryDays: 0, DeliveryDate: '2025-06-10' }, at(2025, 6, 10))).toEqual({ kind: 'today' });
  });
  it('the next calendar day is tomorrow, on a Sunday too', () => {
    expect(deliveryWording({ DeliveryDays: 1, DeliveryDate: '2025-06-11' }, at(2025, 6, 10))).toEqual({ kind: 'tomorrow' });
    expect(deliveryWording({ DeliveryDays: 1, DeliveryDate: '2025-06-16' }, at(2025, 6, 15))).toEqual({ kind: 'tomorrow' });
    expect(deliveryWording({ DeliveryDays: 1, DeliveryDate: '2025-01-01' }, at(2024, 12, 31, 23))).toEqual({ kind: 'tomorrow' });
  });
  it("Monday seen on a Friday is 'in 1 working day', not tomorrow", () => {
    expect(deliveryWording({ DeliveryDays: 1, DeliveryDate: '2025-06-16' }, at(2025, 6, 13))).toEqual({ kind: 'workingDays', count: 1 });
    expect(deliveryWording({ DeliveryDays: 3, DeliveryDate: '2025-06-18' }, at(2025, 6, 13))).toEqual({ kind: 'workingDays', count: 3 });
  });
  it('nothing without an estimate (null, absent, or not a count)', () => {
    expect(deliveryWording({ DeliveryDays: null, DeliveryDate: null }, at(2025, 6, 10))).toBeNull();
    expect(deliveryWording({}, at(2025, 6, 10))).toBeNull();
    expect(deliveryWording({ DeliveryDays: -1, DeliveryDate: '2025-06-10' }, at(2025, 6, 10))).toBeNull();
    expect(deliveryWording({ DeliveryDays: 1.5, DeliveryDate: '2025-06-10' }, at(2025, 6, 10))).toBeNull();
  });
  it('writes a local day as YYYY-MM-DD', () => {
    expect(localIsoDate(at(2025, 3, 9, 0))).toBe('2025-03-09');
  });
});

describe('the estimate fields are additive', () => {
  const stock = { Id: 1, Sku: 'a', Name: 'n', Price: 1, OldPrice: 1, PriceNetto: 1, OldPriceNetto: 1, Discount: 0 };
  const line = { Product: { ...stock, PictureUrl: null }, Quantity: 1, Total: 1 };
  it('an answer without them is valid, and the front ends read them as no estimate', () => {
    expect(v.is(ProductStockSchema, { ...stock, WarehouseInventory: [{ WarehouseId: 1, WarehouseName: 'W', StockQuantity: 2 }] })).toBe(
      true,
    );
    expect(v.is(CartLineSchema, line)).toBe(true);
    expect(deliveryWording(v.parse(CartLineSchema, line), at(2025, 6, 10))).toBeNull();
  });
  it('refuses a count that is not whole and a date that is not one', () => {
    expect(v.is(CartLineSchema, { ...line, DeliveryDays: 1, DeliveryDate: '2025-06-11' })).toBe(true);
    expect(v.is(CartLineSchema, { ...line, DeliveryDays: 1.5, DeliveryDate: '2025-06-11' })).toBe(false);
    expect(v.is(CartLineSchema, { ...line, DeliveryDays: 1, DeliveryDate: 'tomorrow' })).toBe(false);
  });
});
