/**
 * Numbers as the dealer types them (issue 27, item 3), one reader for every numeric field of the
 * shop. Polish: a comma is the decimal separator ('7,5' is 7.5), a point is read as one too (a
 * numeric keypad's), spaces may group thousands ('1 234,50'). English: a point is the decimal
 * separator, commas may group thousands ('1,234.50'). Anything else ('7,5' in English, '1.234,5',
 * '7,5,3', 'abc') is refused with a message, never read as another number ('7,5' is never 75).
 */
export interface NumberRules {
  /** Decimal places allowed (0: whole numbers only); default 2. */
  decimals?: number;
  /** Lowest and highest value accepted (outside: refused, with the range in the message). */
  min?: number;
  max?: number;
}

export type NumberReading =
  | { ok: true; value: number }
  /** Nothing typed. */
  | { ok: false; empty: true; error: null }
  | { ok: false; empty: false; error: { key: string; params?: Record<string, string | number> } };

const SPACES = /[\s\u00a0\u202f]/g;

function numberLocale(locale: string): 'pl' | 'en' {
  return locale.startsWith('en') ? 'en' : 'pl';
}

export function readNumber(input: string, locale: string, rules: NumberRules = {}): NumberReading {
  const { decimals = 2, min, max } = rules;
  const lang = numberLocale(locale);
  let text = input.trim().replace(/^[\u2212\u2013]/, '-');
  if (text === '') return { ok: false, empty: true, error: null };
  const example = decimals === 0 ? formatNumber(12, lang) : formatNumber(7.5, lang);
  const invalid = (): NumberReading => ({
    ok: false,
    empty: false,
    error: decimals === 0 ? { key: 'messages:number.whole', params: { example } } : { key: 'messages:number.invalid', params: { example } },
  });
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) text = text.slice(1).trimStart();
  let integer: string;
  let fraction: string;
  if (lang === 'pl') {
    // groups of three digits after spaces only; one decimal separator (comma or point)
    const match = /^(\d{1,3}(?:[\s\u00a0\u202f]\d{3})+|\d+)(?:[,.](\d*))?$/.exec(text);
    if (!match) return invalid();
    integer = match[1]!.replace(SPACES, '');
    fraction = match[2] ?? '';
  } else {
    const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
    if (!match || (match[1] === undefined && !match[2])) return invalid();
    integer = (match[1] ?? '0').replace(/,/g, '');
    fraction = match[2] ?? '';
  }
  if (fraction.length > decimals) return invalid();
  const value = (negative ? -1 : 1) * Number(`${integer}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return invalid();
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    return {
      ok: false,
      empty: false,
      error: {
        key: 'messages:number.range',
        params: { min: formatNumber(min ?? -Infinity, lang), max: formatNumber(max ?? Infinity, lang) },
      },
    };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

const plainNumbers: Record<string, Intl.NumberFormat> = {};

/**
 * A number as a field shows it back ('7,5' in Polish, '7.5' in English; no grouping, so the dealer
 * can go on typing in it), up to `decimals` places.
 */
export function formatNumber(value: number, locale: string, decimals = 2): string {
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '-∞';
  const lang = numberLocale(locale);
  const key = `${lang}|${decimals}`;
  plainNumbers[key] ??= new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { maximumFractionDigits: decimals, useGrouping: false });
  return plainNumbers[key].format(value).replace('\u2212', '-');
}
