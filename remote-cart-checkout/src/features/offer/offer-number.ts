/**
 * The offer's number and validity (issue 12, item 7).
 *
 * Number: '<yyyymmdd>-<n>', the day the offer is made and the n-th offer printed on this device
 * that day. It needs no server (the API keeps no offers), reads well on the phone ("the offer of
 * 23 November, number 3"), sorts by date, and is the same on screen and on every reprint of one
 * offer. It is unique per device and day; two devices of one dealer can both print a '-1' on the
 * same day, which the dealer's name and address on the printout tell apart.
 */
const OFFER_VALIDITY_DAYS = 14;

const STORAGE_KEY = 'parts.offer-sequence';

interface Sequence {
  day: string;
  last: number;
}

/** The local calendar day as yyyymmdd. */
export function offerDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
}

function readSequence(storage: Storage): Sequence | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'day' in value && 'last' in value) {
      const { day, last } = value as Record<string, unknown>;
      if (typeof day === 'string' && typeof last === 'number' && Number.isInteger(last) && last >= 0) return { day, last };
    }
  } catch {
    // a broken entry starts the day's sequence again
  }
  return null;
}

/** The number the next offer printed today on this device gets. */
export function nextOfferNumber(date: Date, storage: Storage): string {
  const day = offerDay(date);
  const sequence = readSequence(storage);
  const last = sequence?.day === day ? sequence.last : 0;
  return `${day}-${last + 1}`;
}

/** An offer was printed with this number: the next one gets the following number. */
export function recordOfferNumber(number: string, storage: Storage): void {
  const match = /^(\d{8})-(\d+)$/.exec(number);
  if (!match) return;
  const [, day = '', n = '0'] = match;
  const sequence = readSequence(storage);
  const last = sequence?.day === day ? Math.max(sequence.last, Number(n)) : Number(n);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ day, last }));
  } catch {
    // storage full or off: the number shown stays right for this offer
  }
}

/** The last day the offer is valid. */
export function offerValidUntil(date: Date, days = OFFER_VALIDITY_DAYS): Date {
  const until = new Date(date);
  until.setDate(until.getDate() + days);
  return until;
}
