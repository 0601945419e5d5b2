import { clampRowDiscount, discountedPrice, normaliseOrderDiscount, offerRow, offerSummary, rowTotal } from './offer-arithmetic';

describe('row discount', () => {
  it('takes the discount percent off the catalogue price, to the grosz', () => {
    expect(discountedPrice(389, 12)).toBe(342.32);
    expect(discountedPrice(45.9, 15)).toBe(39.02); // 39.015 rounds up
    expect(discountedPrice(45.9, 0)).toBe(45.9);
    expect(discountedPrice(45.9, 100)).toBe(0);
  });

  it('clamps the discount to 0..100 and keeps it to 0.01', () => {
    expect(clampRowDiscount(-5)).toBe(0);
    expect(clampRowDiscount(150)).toBe(100);
    expect(clampRowDiscount('12,345')).toBe(12.35);
    expect(clampRowDiscount('abc')).toBe(0);
    expect(discountedPrice(100, 120)).toBe(0);
    expect(discountedPrice(100, -20)).toBe(100);
  });

  it('multiplies the rounded price by the quantity', () => {
    expect(rowTotal(39.02, 3)).toBe(117.06);
    expect(rowTotal(0.1, 3)).toBe(0.3);
  });

  it('warns when the customer discount is greater than the dealer’s own', () => {
    const base = { cataloguePrice: 389, price: 342.32, ownDiscount: 12, quantity: 2 };
    expect(offerRow({ ...base, discount: 12 }).exceedsOwnDiscount).toBe(false);
    expect(offerRow({ ...base, discount: 12.01 }).exceedsOwnDiscount).toBe(true);
    expect(offerRow({ ...base, discount: 15 })).toEqual({ price: 330.65, total: 661.3, actualTotal: 684.64, exceedsOwnDiscount: true });
  });
});

describe('order discount', () => {
  it('is forced negative', () => {
    expect(normaliseOrderDiscount(50, 1000)).toBe(-50);
    expect(normaliseOrderDiscount('-50', 1000)).toBe(-50);
    expect(normaliseOrderDiscount('12,345', 1000)).toBe(-12.35);
  });

  it('is not lower than minus the cart total', () => {
    expect(normaliseOrderDiscount(-5000, 731.9)).toBe(-731.9);
    expect(normaliseOrderDiscount(731.9, 731.9)).toBe(-731.9);
  });

  it('becomes empty when 0 or not a number', () => {
    expect(normaliseOrderDiscount(0, 100)).toBeNull();
    expect(normaliseOrderDiscount('', 100)).toBeNull();
    expect(normaliseOrderDiscount('x', 100)).toBeNull();
    expect(normaliseOrderDiscount(null, 100)).toBeNull();
  });
});

describe('offer totals', () => {
  const rows = [
    { cataloguePrice: 45.9, price: 40.39, ownDiscount: 12, quantity: 3, discount: 10 },
    { cataloguePrice: 389, price: 342.32, ownDiscount: 12, quantity: 1, discount: 5.5 },
  ];

  it('adds the rows and the order discount, to the grosz', () => {
    const summary = offerSummary(rows, -20.005);
    // 45.90 - 10% = 41.31 x 3 = 123.93; 389 - 5.5% = 367.605 -> 367.61; sum 491.54
    expect(summary.customSubTotal).toBe(491.54);
    expect(summary.actualTotal).toBe(463.49); // 40.39 x 3 + 342.32
    expect(summary.orderDiscount).toBe(-20.01);
    expect(summary.customTotal).toBe(471.53);
    expect(summary.belowActual).toBe(false);
  });

  it('says when the customer’s total is below the dealer’s', () => {
    const summary = offerSummary(rows, -100);
    expect(summary.customTotal).toBe(391.54);
    expect(summary.belowActual).toBe(true);
  });

  it('bounds the order discount by the cart total', () => {
    expect(offerSummary(rows, -100000).orderDiscount).toBe(-463.49);
    expect(offerSummary(rows, null).customTotal).toBe(491.54);
  });
});
