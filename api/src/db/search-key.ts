import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerPl } from '@nlpjs/lang-pl';

/**
 * The key a name is searched by: lower case, diacritics removed (NFD, then the combining marks
 * dropped; ł and ø have no decomposition, so they are mapped by hand), runs of white space as
 * one space. SQLite has no unaccent, so products keep this key beside each name
 * (search_name, search_name_pl) and a search compares it with the key of the query.
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** searchKey as the SQL function search_key(text) (NULL stays NULL), for migrations and the seed. */
export function sqlSearchKey(text: unknown): string | null {
  return typeof text === 'string' ? searchKey(text) : null;
}

export type StemLanguage = 'en' | 'pl';

/**
 * Polish drops the 'e' of '-ek' when the word is inflected (klocek, klocki, klocków; uszczelka,
 * uszczelek): '-Cek' is written '-Ck' before the light stemmer, so both forms share a stem.
 */
const mobileE = (word: string): string => (word.length >= 5 && /[^aeiouy]ek$/.test(word) ? `${word.slice(0, -2)}k` : word);

/**
 * One stemmer per language (nlp.js): English Snowball (Porter 2); Polish has no Snowball stemmer,
 * nlp.js's is a light suffix stripper for nouns, adjectives and plurals. Both work on the search
 * key's letters (no diacritics), and are called through Snowball's own interface, which keeps no
 * cache (stemWord would remember every word ever asked).
 */
const STEMMERS = { en: new StemmerEn(), pl: new StemmerPl() } satisfies Record<StemLanguage, NlpjsStemmer>;

function stem(word: string, language: StemLanguage): string {
  // numbers and sizes (M8x25, 14x20) are kept as they are
  if (/\d/.test(word)) return word;
  const stemmer = STEMMERS[language];
  stemmer.setCurrent(language === 'pl' ? mobileE(word) : word);
  stemmer.innerStem();
  return stemmer.getCurrent();
}

/** The words of a text's search key (letters and digits; punctuation and hyphens separate them). */
const searchWords = (text: string): string[] =>
  searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The stems of a text's words in a language, in order. */
export const searchStemsOf = (text: string, language: StemLanguage): string[] => searchWords(text).map((word) => stem(word, language));

/**
 * The stem key of a name in its language: the stems of its words, one space between them
 * ('Komplet klocków hamulcowych' -> 'komplet klock hamulc'), stored beside the name
 * (search_stems, search_stems_pl) so that an inflected or plural word finds it.
 */
export const searchStems = (text: string, language: StemLanguage): string => searchStemsOf(text, language).join(' ');

/** Every search column of a product's names (the keys and the stems), as the products table keeps them. */
export function searchColumns(name: string, namePl: string | null) {
  return {
    search_name: searchKey(name),
    search_name_pl: namePl === null ? null : searchKey(namePl),
    search_stems: searchStems(name, 'en'),
    search_stems_pl: namePl === null ? null : searchStems(namePl, 'pl'),
  };
}
