import { nextOfferNumber, offerDay, offerValidUntil, recordOfferNumber } from './offer-number';

beforeEach(() => window.localStorage.clear());

const day = (iso: string) => new Date(`${iso}T10:00:00`);

test("an offer's number is its day and its place among the day's offers printed on this device", () => {
  const today = day('2026-11-23');
  expect(nextOfferNumber(today, window.localStorage)).toBe('20261123-1');
  // shown again (a reprint, a reload before printing): the same number
  expect(nextOfferNumber(today, window.localStorage)).toBe('20261123-1');
  recordOfferNumber('20261123-1', window.localStorage);
  expect(nextOfferNumber(today, window.localStorage)).toBe('20261123-2');
  recordOfferNumber('20261123-2', window.localStorage);
  recordOfferNumber('20261123-2', window.localStorage); // printed twice: still one number
  expect(nextOfferNumber(today, window.localStorage)).toBe('20261123-3');
});

test('a new day starts again at 1; a broken record does not stop the numbering', () => {
  recordOfferNumber('20261123-7', window.localStorage);
  expect(nextOfferNumber(day('2026-11-24'), window.localStorage)).toBe('20261124-1');
  window.localStorage.setItem('parts.offer-sequence', '{not json');
  expect(nextOfferNumber(day('2026-11-24'), window.localStorage)).toBe('20261124-1');
});

test('an offer is valid for 14 days, across a month end', () => {
  expect(offerDay(offerValidUntil(day('2026-11-23')))).toBe('20261207');
  expect(offerDay(offerValidUntil(day('2026-12-25')))).toBe('20270108');
});
