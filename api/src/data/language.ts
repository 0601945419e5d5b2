import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../i18n/language';

/**
 * Names and texts are kept per language as columns: the English text in `<column>` and the Polish
 * one in `<column>_pl` (migration 8). A query picks its language's column in the same statement,
 * Polish falling back to English where a row has no Polish text.
 */
export function localized(language: Language, column: string): RawBuilder<string> {
  return language === 'pl' ? sql<string>`COALESCE(${sql.ref(`${column}_pl`)}, ${sql.ref(column)})` : sql<string>`${sql.ref(column)}`;
}

/** Something built once per language when the module loads (a query fragment, a statement). */
export function perLanguage<T>(build: (language: Language) => T): Readonly<Record<Language, T>> {
  return { pl: build('pl'), en: build('en') };
}
