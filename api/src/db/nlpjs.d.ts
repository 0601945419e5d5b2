/** The two stemmers of nlp.js the search keys use (the packages ship no types). */
interface NlpjsStemmer {
  /** Snowball's interface: the word to stem, the stemming, the stem. */
  setCurrent(word: string): void;
  innerStem(): void;
  getCurrent(): string;
}

declare module '@nlpjs/lang-en-min' {
  export const StemmerEn: new () => NlpjsStemmer;
}

declare module '@nlpjs/lang-pl' {
  export const StemmerPl: new () => NlpjsStemmer;
}
