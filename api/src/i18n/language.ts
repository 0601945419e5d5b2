/**
 * The language of a request (docs/architecture.md, "Language of data"): the API answers names, texts
 * and messages in Polish or English. Polish unless the Accept-Language header prefers English;
 * a header naming only languages the shop does not have gets English (the fallback).
 */
export type Language = 'pl' | 'en';

export const LANGUAGES: readonly Language[] = ['pl', 'en'];
export const DEFAULT_LANGUAGE: Language = 'pl';
const FALLBACK_LANGUAGE: Language = 'en';

/** Parsed headers by their text: browsers send the same few values, so a request costs one lookup. */
const cache = new Map<string, Language>();
const CACHE_MAX = 512;

function parse(header: string): Language {
  let best: Language | undefined;
  let bestQ = 0;
  let anyRange = false;
  for (const part of header.split(',')) {
    const [rangeText = '', ...params] = part.split(';');
    const range = rangeText.trim().toLowerCase();
    if (range === '') continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    if (q <= 0) continue;
    anyRange = true;
    const primary = range.split('-')[0];
    const language = range === '*' ? DEFAULT_LANGUAGE : LANGUAGES.find((candidate) => candidate === primary);
    // the first of equally preferred languages wins, as the header lists them by preference
    if (language && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  if (best) return best;
  return anyRange ? FALLBACK_LANGUAGE : DEFAULT_LANGUAGE;
}

/** The language a request asks for by its Accept-Language header (q-values honoured). */
export function languageOf(header: string | readonly string[] | undefined): Language {
  const text = typeof header === 'string' ? header : header?.join(',');
  if (text === undefined || text.trim() === '') return DEFAULT_LANGUAGE;
  let language = cache.get(text);
  if (language === undefined) {
    language = parse(text);
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(text, language);
  }
  return language;
}
