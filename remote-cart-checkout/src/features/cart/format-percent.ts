const formats: Record<string, Intl.NumberFormat> = {};

/** A discount percent in the reader's language: "12,5%" in Polish, "12.5%" in English. */
export function formatPercent(value: number, language: string): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'pl-PL';
  formats[locale] ??= new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return formats[locale].format(value / 100);
}
