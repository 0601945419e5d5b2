/**
 * What the shop can say in each language, for the language tour (tests/language-tour.spec.ts): the
 * texts of every app's locale files, the reference API's own messages and the demo data's names
 * and texts, in Polish and in English. A word of the other language's texts that none of the page
 * language's texts has (the other language's own words) on a page is a text left untranslated.
 */
import fs from 'node:fs';
import path from 'node:path';
import { demoTranslations } from '../../api/src/demo/polish';
import { messageTranslations } from '../../api/src/i18n/messages';
import { ROOT } from './shop';

export type TourLanguage = 'pl' | 'en';

/** Every locale file of the shop, per language (the apps' catalogues). */
const LOCALE_DIRS = [
  'host/src/locales',
  'remote-catalog/src/locales',
  'remote-cart-checkout/src/locales',
  'remote-account/src/locales',
  'shared-kernel/src/locales',
  'shared-kernel/src/messages/locales',
];

function leaves(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) leaves(child, into);
  return into;
}

function localeTexts(language: TourLanguage): string[] {
  return LOCALE_DIRS.flatMap((dir) => leaves(JSON.parse(fs.readFileSync(path.join(ROOT, dir, `${language}.json`), 'utf8')), []));
}

/**
 * Words that both languages' texts may have without being a mistake, kept small:
 * - the names of the two languages as the language switcher shows them (each in its own language,
 *   as switchers do: 'Polski' on the English screen, 'English' on the Polish one);
 * - 'Incadea', the dealer management system's product name.
 */
const ALLOWED_WORDS: ReadonlySet<string> = new Set(['polski', 'english', 'incadea']);

/** The words of a text: letters (with their accents), inner apostrophes and hyphens; lower case. */
function wordsOf(text: string): string[] {
  return (
    text
      // placeholders of the catalogues ({{count}}) are values, not words
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*/gu) ?? []
  );
}

export interface LanguageCatalogues {
  /** All texts of each language (locale files, API messages, demo data). */
  texts: Readonly<Record<TourLanguage, readonly string[]>>;
  /** The words only the given language's texts have (neither in the other's texts nor allowed). */
  ownWords: Readonly<Record<TourLanguage, ReadonlySet<string>>>;
}

export function loadCatalogues(): LanguageCatalogues {
  const pairs = [...demoTranslations(), ...messageTranslations()];
  const texts: Record<TourLanguage, string[]> = {
    pl: [...localeTexts('pl'), ...pairs.map(([, polish]) => polish)],
    en: [...localeTexts('en'), ...pairs.map(([english]) => english)],
  };
  // an e-mail address in a text is no word of its language (parts@example.com in a Polish text)
  const words = (language: TourLanguage) => new Set(texts[language].flatMap((text) => wordsOf(withoutNeutral(text, []))));
  const pl = words('pl');
  const en = words('en');
  const only = (own: Set<string>, other: Set<string>) => new Set([...own].filter((word) => !other.has(word) && !ALLOWED_WORDS.has(word)));
  return { texts, ownWords: { pl: only(pl, en), en: only(en, pl) } };
}

/**
 * What a page may show in any language, taken out of its text before the words are compared:
 * e-mail addresses and web addresses, and the texts the dealer typed (`typed`: names, company,
 * addresses, list names, order notes: the dealer's own words, in whatever language the dealer
 * wrote them). Codes written in capitals (branch POZ, VIN, PLN) are not words of a language.
 */
function withoutNeutral(text: string, typed: readonly string[]): string {
  let rest = text.replace(/\S+@\S+/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  for (const own of typed) rest = rest.split(own).join(' ');
  return rest.replace(/\b\p{Lu}{2,}\b/gu, ' ');
}

/** The other language's words in a text shown in `language` (empty: nothing left untranslated). */
export function foreignWords(
  catalogues: LanguageCatalogues,
  language: TourLanguage,
  text: string,
  typed: readonly string[] = [],
): string[] {
  const other = catalogues.ownWords[language === 'pl' ? 'en' : 'pl'];
  return [...new Set(wordsOf(withoutNeutral(text, typed)).filter((word) => other.has(word)))];
}
