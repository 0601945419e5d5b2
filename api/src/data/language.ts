import type { Language } from '../i18n/language';

/**
 * Names and texts are kept per language as columns: the English text in `<column>` and the Polish
 * one in `<column>_pl` (migration 8). A query picks its language's column in the same statement,
 * Polish falling back to English where a row has no Polish text; each language has its own
 * statement text, prepared once, so choosing a language costs nothing per request.
 */
export function localized(language: Language, column: string): string {
  return language === 'pl' ? `COALESCE(${column}_pl, ${column})` : column;
}

/** A statement text per language, built once when the module loads. */
export function perLanguage(build: (language: Language) => string): Readonly<Record<Language, string>> {
  return { pl: build('pl'), en: build('en') };
}
