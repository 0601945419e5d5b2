import { offerVatSplit, vatRateOf } from './offer-vat';

test("a line's VAT rate comes from its gross and net catalogue prices", () => {
  expect(vatRateOf(45.9, 37.32)).toBe(23);
  expect(vatRateOf(10.8, 10)).toBe(8);
  expect(vatRateOf(45.9, 0)).toBeNull();
});

test('net and VAT add up to the offered total, the order discount included', () => {
  const split = offerVatSplit(
    [
      { gross: 137.7, catalogueGross: 45.9, catalogueNet: 37.32 },
      { gross: 389, catalogueGross: 389, catalogueNet: 316.26 },
    ],
    -50,
  );
  expect(split).toEqual({ net: 387.56, rates: [{ rate: 23, vat: 89.14 }], gross: 476.7 });
});

test('several rates share the order discount by their gross amounts', () => {
  const split = offerVatSplit(
    [
      { gross: 123, catalogueGross: 123, catalogueNet: 100 },
      { gross: 108, catalogueGross: 108, catalogueNet: 100 },
    ],
    -23.1,
  );
  expect(split?.rates.map((r) => r.rate)).toEqual([23, 8]);
  expect(split?.gross).toBe(207.9);
  const sum = (split?.net ?? 0) + (split?.rates ?? []).reduce((s, r) => s + r.vat, 0);
  expect(Math.round(sum * 100) / 100).toBe(207.9);
});

test('no split when a line has no net price', () => {
  expect(offerVatSplit([{ gross: 10, catalogueGross: 10, catalogueNet: 0 }], 0)).toBeNull();
});
