import { defaultQuantity, isAvailable, isTemporarilyUnavailable, visibleAttributes } from './availability';

describe('availability', () => {
  it('is available only when checked and the price is above 0', () => {
    expect(isAvailable(false, 45.9)).toBe(false);
    expect(isAvailable(true, 45.9)).toBe(true);
    expect(isAvailable(true, 0)).toBe(false);
    expect(isAvailable(true, -1)).toBe(false);
  });

  it('is temporarily unavailable only after the check, with a price of 0 or less', () => {
    expect(isTemporarilyUnavailable(false, 0)).toBe(false);
    expect(isTemporarilyUnavailable(true, 0)).toBe(true);
    expect(isTemporarilyUnavailable(true, 12)).toBe(false);
  });
});

describe('quantity default', () => {
  it('is 1 without a Quantity attribute', () => {
    expect(defaultQuantity({})).toBe(1);
    expect(defaultQuantity(undefined)).toBe(1);
    expect(defaultQuantity({ Colour: ['black'] })).toBe(1);
  });

  it('is the first value of the Quantity attribute', () => {
    expect(defaultQuantity({ Quantity: ['4', '8'] })).toBe(4);
    expect(defaultQuantity({ Quantity: [2] })).toBe(2);
  });

  it('falls back to 1 when the Quantity value is not a positive number', () => {
    expect(defaultQuantity({ Quantity: ['set'] })).toBe(1);
    expect(defaultQuantity({ Quantity: ['0'] })).toBe(1);
  });
});

describe('attributes', () => {
  it("hides 'Repair info' and 'Reach info'", () => {
    expect(visibleAttributes({ Quantity: ['1'], 'Repair info': ['x'], 'Reach info': ['y'], Material: ['steel', 'rubber'] })).toEqual([
      ['Quantity', '1'],
      ['Material', 'steel, rubber'],
    ]);
  });
});
