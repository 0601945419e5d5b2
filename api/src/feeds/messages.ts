import type { Language } from '../i18n/language';

/** What can be wrong with a feed: each reason in the operator's language (docs/feeds.md). */
export type Reason =
  | { code: 'missing-file' }
  | { code: 'unknown-file' }
  | { code: 'not-in-delta' }
  | { code: 'empty-file' }
  | { code: 'encoding' }
  | { code: 'line-too-long'; limit: number }
  | { code: 'csv'; detail: string }
  | { code: 'missing-column' }
  | { code: 'extra-column' }
  | { code: 'column-count'; expected: number; found: number }
  | { code: 'required' }
  | { code: 'too-long'; limit: number }
  | { code: 'integer' }
  | { code: 'range'; min: number; max: number }
  | { code: 'decimal' }
  | { code: 'decimal-comma' }
  | { code: 'decimal-dot' }
  | { code: 'boolean' }
  | { code: 'one-of'; values: readonly string[] }
  | { code: 'duplicate'; firstLine: number }
  | { code: 'unknown-reference'; target: string }
  | { code: 'cycle' }
  | { code: 'self-reference' }
  | { code: 'outside-box'; width: number; height: number }
  | { code: 'not-an-image' }
  | { code: 'image-extension' }
  | { code: 'image-too-large'; limit: string }
  | { code: 'net-price'; expected: string }
  | { code: 'category-not-leaf' }
  | { code: 'reserved-attribute' }
  | { code: 'manifest'; detail: string }
  | { code: 'zip'; detail: string }
  | { code: 'zip-entry-name' }
  | { code: 'zip-too-many'; limit: number }
  | { code: 'zip-too-large'; limit: number }
  | { code: 'not-a-feed' }
  | { code: 'month' }
  | { code: 'months-order' }
  | { code: 'vehicle-files' };

type Texts = { [C in Reason['code']]: (reason: Extract<Reason, { code: C }>) => string };

const mib = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MiB`;

const EN: Texts = {
  'missing-file': () => 'this file is required in a full feed',
  'unknown-file': () => 'not a file of the feed format (docs/feeds.md)',
  'not-in-delta': () => 'a delta feed may hold only parts.csv, prices.csv, stock.csv and withdrawn.csv',
  'empty-file': () => 'empty file: the header line is missing',
  encoding: () => 'not UTF-8: the file is in another encoding',
  'line-too-long': (r) => `line longer than ${r.limit / 1024} KiB`,
  csv: (r) => `not a valid CSV line (${r.detail})`,
  'missing-column': () => 'required column missing from the header',
  'extra-column': () => 'column not in the format',
  'column-count': (r) => `${r.found} values where the header has ${r.expected} columns`,
  required: () => 'a value is required',
  'too-long': (r) => `longer than ${r.limit} characters`,
  integer: () => 'not a whole number',
  range: (r) => `must be between ${r.min} and ${r.max}`,
  decimal: () => 'not a number',
  'decimal-comma': () => 'decimal comma: this feed writes decimals with a dot (manifest "decimal": ".")',
  'decimal-dot': () => 'decimal dot: this feed writes decimals with a comma (manifest "decimal": ",")',
  boolean: () => 'must be 0 or 1',
  'one-of': (r) => `must be one of ${r.values.join(', ')}`,
  duplicate: (r) => `duplicate key: first given on line ${r.firstLine}`,
  'unknown-reference': (r) => `unknown reference: not in ${r.target}`,
  cycle: () => 'cycle: the chain comes back to this key',
  'self-reference': () => 'refers to itself',
  'outside-box': (r) => `hotspot outside the ${r.width}x${r.height} box (0 <= x1 < x2 <= ${r.width}, 0 <= y1 < y2 <= ${r.height})`,
  'not-an-image': () => 'not an image: the content is neither PNG nor SVG',
  'image-extension': () => 'an image must be a .png or .svg file',
  'image-too-large': (r) => `image larger than ${r.limit}`,
  'net-price': (r) => `net price does not match the gross price without 23% VAT (${r.expected})`,
  'category-not-leaf': () => 'a board belongs to a category without subcategories',
  'reserved-attribute': () => 'Quantity is given by the quantity column of parts.csv',
  manifest: (r) => `manifest: ${r.detail}`,
  zip: (r) => `unreadable zip: ${r.detail}`,
  'zip-entry-name': () => 'zip entry name refused: absolute, "..", backslash or drive letter',
  'zip-too-many': (r) => `zip has more than ${r.limit} entries`,
  'zip-too-large': (r) => `zip expands past ${mib(r.limit)} (a zip bomb?)`,
  'not-a-feed': () => 'neither a folder nor a .zip file',
  month: () => 'not a month: write it as YYYY-MM (2021-05)',
  'months-order': () => 'produced_from is after produced_to',
  'vehicle-files': () =>
    'a feed with vehicles needs all of series.csv, engines.csv, equipment.csv, models.csv, variants.csv and vehicles.csv',
};

const PL: Texts = {
  'missing-file': () => 'ten plik jest wymagany w pełnym feedzie',
  'unknown-file': () => 'plik spoza formatu feedu (docs/feeds.md)',
  'not-in-delta': () => 'feed zmian (delta) może zawierać tylko parts.csv, prices.csv, stock.csv i withdrawn.csv',
  'empty-file': () => 'pusty plik: brak wiersza nagłówka',
  encoding: () => 'to nie jest UTF-8: plik ma inne kodowanie',
  'line-too-long': (r) => `wiersz dłuższy niż ${r.limit / 1024} KiB`,
  csv: (r) => `niepoprawny wiersz CSV (${r.detail})`,
  'missing-column': () => 'w nagłówku brak wymaganej kolumny',
  'extra-column': () => 'kolumna spoza formatu',
  'column-count': (r) => `${r.found} wartości, a nagłówek ma ${r.expected} kolumn`,
  required: () => 'wartość jest wymagana',
  'too-long': (r) => `dłuższe niż ${r.limit} znaków`,
  integer: () => 'to nie jest liczba całkowita',
  range: (r) => `musi być między ${r.min} a ${r.max}`,
  decimal: () => 'to nie jest liczba',
  'decimal-comma': () => 'przecinek dziesiętny: ten feed zapisuje ułamki z kropką (manifest "decimal": ".")',
  'decimal-dot': () => 'kropka dziesiętna: ten feed zapisuje ułamki z przecinkiem (manifest "decimal": ",")',
  boolean: () => 'musi być 0 albo 1',
  'one-of': (r) => `musi być jednym z: ${r.values.join(', ')}`,
  duplicate: (r) => `powtórzony klucz: pierwszy raz w wierszu ${r.firstLine}`,
  'unknown-reference': (r) => `nieznane odwołanie: brak w ${r.target}`,
  cycle: () => 'cykl: łańcuch wraca do tego klucza',
  'self-reference': () => 'odwołuje się do samego siebie',
  'outside-box': (r) => `obszar poza polem ${r.width}x${r.height} (0 <= x1 < x2 <= ${r.width}, 0 <= y1 < y2 <= ${r.height})`,
  'not-an-image': () => 'to nie jest obraz: zawartość nie jest ani PNG, ani SVG',
  'image-extension': () => 'obraz musi być plikiem .png lub .svg',
  'image-too-large': (r) => `obraz większy niż ${r.limit}`,
  'net-price': (r) => `cena netto nie odpowiada cenie brutto bez 23% VAT (${r.expected})`,
  'category-not-leaf': () => 'tablica należy do kategorii, która ma podkategorie',
  'reserved-attribute': () => 'Ilość (Quantity) podaje kolumna quantity w parts.csv',
  manifest: (r) => `manifest: ${r.detail}`,
  zip: (r) => `nieczytelny zip: ${r.detail}`,
  'zip-entry-name': () => 'odrzucona nazwa w zipie: ścieżka bezwzględna, "..", ukośnik wsteczny lub litera dysku',
  'zip-too-many': (r) => `zip ma więcej niż ${r.limit} pozycji`,
  'zip-too-large': (r) => `zip rozpakowuje się do ponad ${mib(r.limit)} (bomba zipowa?)`,
  'not-a-feed': () => 'to nie jest ani folder, ani plik .zip',
  month: () => 'to nie jest miesiąc: zapis RRRR-MM (2021-05)',
  'months-order': () => 'produced_from jest późniejsze niż produced_to',
  'vehicle-files': () =>
    'feed z pojazdami musi mieć wszystkie pliki: series.csv, engines.csv, equipment.csv, models.csv, variants.csv i vehicles.csv',
};

function reasonText(reason: Reason, language: Language): string {
  const texts = language === 'pl' ? PL : EN;
  return (texts[reason.code] as (reason: Reason) => string)(reason);
}

/** One problem of a feed: where it is and why. */
export interface Problem {
  file: string;
  line?: number;
  column?: string;
  value?: string;
  reason: Reason;
}

/** `file:line column "value": reason`, the value cut to 60 characters. */
export function problemText(problem: Problem, language: Language): string {
  const where = [problem.file, problem.line !== undefined ? `:${problem.line}` : '', problem.column ? ` ${problem.column}` : ''].join('');
  const value =
    problem.value !== undefined ? ` ${JSON.stringify(problem.value.length > 60 ? `${problem.value.slice(0, 60)}…` : problem.value)}` : '';
  return `${where}${value}: ${reasonText(problem.reason, language)}`;
}

/** The operator's language: --lang, else LANG (pl_PL.UTF-8 -> pl), else English. */
export function operatorLanguage(flag: string | undefined, env: string | undefined): Language {
  const pick = (flag ?? env ?? '').toLowerCase();
  return pick.startsWith('pl') ? 'pl' : 'en';
}
