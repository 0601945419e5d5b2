/** Prices: PLN with the pl locale, always grouped ("1 234,50 zł"). */
const money = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  // pl-PL leaves four-digit numbers ungrouped by default; a price list reads better grouped
  useGrouping: 'always' as unknown as boolean,
});

export function formatMoney(value: number): string {
  return money.format(value);
}

/** Round to grosze (two decimals), away from floating-point noise. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

const dates: Record<string, Intl.DateTimeFormat> = {};

/** A date (ISO string or Date) in the reader's language. */
export function formatDate(value: string | Date, locale: string, withTime = false): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const key = `${locale}|${withTime}`;
  dates[key] ??= new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  });
  return dates[key].format(date);
}

const percents: Record<string, Intl.NumberFormat> = {};

/**
 * A percent (10.5 for 10.5 %) in the reader's language: '10,5 %' in Polish (a non-breaking space
 * before the sign, as Polish typography writes it), '10.5%' in English; up to two decimals.
 */
export function formatPercent(value: number, locale: string): string {
  const english = locale.startsWith('en');
  const key = english ? 'en-GB' : 'pl-PL';
  percents[key] ??= new Intl.NumberFormat(key, { maximumFractionDigits: 2 });
  const number = percents[key].format(value);
  return english ? `${number}%` : `${number}\u00a0%`;
}
