import { sql, type RawBuilder } from 'kysely';
import { dialectOf, leadingNumber, type Dialect, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { searchKey, searchStemsOf, type StemLanguage } from '../db/search-key';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** At most this many parts answer a search by name. */
const NAME_SEARCH_LIMIT = 50;

export interface NameSearchRow {
  id: number;
  sku: string;
  name: string;
  /** The board that draws the part (the first one for the vehicle), null when no board draws it. */
  board_id: number | null;
  /** The board's diagram (its hotspots), null without a board. */
  diagram_id: number | null;
  position: string | null;
  /** The board's name in the language, null without a board. */
  board_name: string | null;
  /** The serie the board is drawn for, null for a generic board or without a board. */
  serie_code: string | null;
}

/** The key of a name in a language: the Polish one falls back to the English one, like the name does. */
const keyOf = (language: Language) => (language === 'pl' ? sql`COALESCE(p.search_name_pl, p.search_name)` : sql`p.search_name`);

/**
 * How many words of the query are matched by their stems (the first ones): a query of more words
 * is matched by its key alone beyond them. A fixed number, so the statement is compiled once.
 */
const STEM_SLOTS = 4;
/** The best parts found, in which a sub-part is told by the name of its main part (the ranking's last step, bounded). */
const SUB_PART_WINDOW = 200;
/** The shortest stem looked up (the trigram indexes find nothing shorter). */
const TRIGRAM = 3;

/** Per language, the stems every one of which a name's words must start with, and (PostgreSQL) those its trigram index looks up. */
type StemSlots = Record<`${'en' | 'pl'}${'' | 'Indexed'}${1 | 2 | 3 | 4}`, string>;

interface SearchParameters extends StemSlots, Record<string, unknown> {
  key: string;
  /** The key with a leading space: the beginning of a word. */
  wordKey: string;
  /** SQLite: the FTS5 query of the key and the stems; PostgreSQL: the key as a LIKE pattern, '%key%'. */
  pattern: string;
  serie: string;
}

/** PostgreSQL: a stem slot's LIKE pattern for the trigram index (the word start is checked after). */
const likeOf = (slot: RawBuilder<unknown>) => sql`'%' || ltrim(${slot}) || '%'`;

/**
 * Parts whose name, in English or in Polish, contains the query, or whose words start with the
 * stems of every word of the query (so 'klocki' finds 'Komplet klocków', 'brake pads' 'Brake pad
 * set'), compared by search key and stem key (case, diacritics and inflection do not matter).
 * Ranked: each name once before any name again (the same part of another serie: the board and
 * serie tell them apart); then the whole name, then whole-word matches (the key or the stems at
 * a word's start), then the key inside a word; then parts drawn on the vehicle's own boards (with
 * a serie) before the generic ones; then main parts before their sub-parts (a name that is
 * another found part's name and more: 'Filtr oleju, czujnik'); then matches at the name's start;
 * then the shorter names. With a serie only the parts a board of that serie (or a generic board)
 * draws. Each comes with the board that draws it and its position there. One statement: the
 * candidates come from the trigram indexes of the keys and stems (SQLite: the FTS5 table
 * product_names, migrations 13 and 18; PostgreSQL: pg_trgm GIN indexes), the word starts are
 * then checked on those few. Compiled once per dialect, language and serie or not.
 */
const searchQuery = (language: Language, bySerie: boolean, limit = NAME_SEARCH_LIMIT) =>
  prepared<SearchParameters, NameSearchRow>((db, params, dialect: Dialect) => {
    // where the key is found in a text (1-based, 0: not at all)
    const find = (text: RawBuilder<unknown>, sought: unknown) =>
      dialect === 'sqlite' ? sql<number>`instr(${text}, ${sought})` : sql<number>`strpos(${text}, ${sought})`;
    /** 0 the whole name, 1 its beginning, 2 the beginning of a word in it, 5 anywhere in it, 9 not. */
    const keyRank = (column: RawBuilder<unknown>) =>
      sql<number>`CASE ${find(column, params.key)} WHEN 0 THEN 9 WHEN 1 THEN (CASE WHEN length(${column}) = length(${params.key}) THEN 0 ELSE 1 END)
          ELSE (CASE WHEN ${find(sql`' ' || ${column}`, params.wordKey)} > 0 THEN 2 ELSE 5 END) END`;
    const slots = (prefix: 'en' | 'pl' | 'enIndexed' | 'plIndexed') => [1, 2, 3, 4].map((n) => params[`${prefix}${n as 1 | 2 | 3 | 4}`]);
    /** 3 every stem at a word's start, the first at the name's, 4 every stem at a word's start, 9 not. */
    const stemRank = (column: RawBuilder<unknown>, prefix: 'en' | 'pl') => {
      const words = sql`' ' || ${column}`;
      const [first, ...others] = slots(prefix);
      return sql<number>`CASE WHEN ${column} IS NULL THEN 9 WHEN ${sql.join(
        [first, ...others].map((slot) => sql`${find(words, slot)} > 0`),
        sql` AND `,
      )} THEN (CASE WHEN ${find(words, first)} = 1 THEN 3 ELSE 4 END) ELSE 9 END`;
    };
    const least = dialect === 'sqlite' ? sql.raw('min') : sql.raw('LEAST');
    const stemsLike = (column: string, prefix: 'enIndexed' | 'plIndexed') =>
      sql`(${sql.join(
        slots(prefix).map((slot) => sql`${sql.ref(column)} LIKE ${likeOf(sql`${slot}`)}`),
        sql` AND `,
      )})`;
    // the rank of a name (its search columns in p)
    const rankOfName = sql<number>`${least}(${keyRank(sql`p.search_name`)}, ${keyRank(sql`COALESCE(p.search_name_pl, '')`)},
           ${stemRank(sql`p.search_stems`, 'en')}, ${stemRank(sql`p.search_stems_pl`, 'pl')})`;
    // the words of the name: the main part ('Filtr oleju') before its sub-parts ('Filtr oleju, czujnik')
    const words = sql<number>`length(${keyOf(language)}) - length(replace(${keyOf(language)}, ' ', ''))`;
    // a superseded part is not sold: its number leads to the current part (extension supersession)
    const sold = (part: string) => sql`NOT EXISTS (SELECT 1 FROM product_supersessions s WHERE s.product_id = ${sql.ref(`${part}.id`)})`;
    let matched: RawBuilder<unknown>;
    // the serie's boards, then their parts, then those parts' rows, each looked up by the one
    // before (a few hundred rows). SQLite: in the order written (3.53's planner otherwise scans
    // every board part against a bloom filter of the boards). PostgreSQL: LATERAL (OFFSET 0 keeps
    // it from being flattened into a plain join), since it cannot
    // know the serie's boards are few (a generic board, serie_code NULL, is one among a million
    // parts without a serie: estimated in tens of thousands, it chose to read every board part and
    // every product, 0.5 s on the huge data)
    const boardParts =
      dialect === 'sqlite'
        ? sql`CROSS JOIN board_parts bp ON bp.board_id = sb.id`
        : sql`CROSS JOIN LATERAL (SELECT bp.product_id FROM board_parts bp WHERE bp.board_id = sb.id OFFSET 0) bp`;
    const partRows =
      dialect === 'sqlite'
        ? sql`JOIN products p ON p.id = sp.product_id`
        : sql`CROSS JOIN LATERAL (SELECT * FROM products p WHERE p.id = sp.product_id OFFSET 0) p`;
    if (bySerie) {
      // the serie's few boards (a generic one after the serie's own), read once, and the parts
      // they draw (a few hundred whatever the catalogue's size): fit 0 when one of the serie's
      // own boards draws the part, 1 when only a generic one does
      matched = sql`serie_boards AS MATERIALIZED (
           SELECT b.id, 0 AS generic FROM products b WHERE b.product_type = 'GroupedProduct' AND b.serie_code = ${params.serie}
           UNION ALL
           SELECT b.id, 1 AS generic FROM products b WHERE b.product_type = 'GroupedProduct' AND b.serie_code IS NULL),
         serie_parts AS MATERIALIZED (
           SELECT bp.product_id, MIN(sb.generic) AS fit FROM serie_boards sb ${boardParts} GROUP BY bp.product_id),
         matched AS MATERIALIZED (
           SELECT p.id, ${rankOfName} AS rank, sp.fit, ${words} AS words, ${keyOf(language)} AS sort_key
           FROM serie_parts sp ${partRows}
           WHERE p.product_type = 'SimpleProduct' AND ${sold('p')}),`;
    } else {
      // the distinct names that match (part_names, migration 23: a few thousand whatever the
      // catalogue's size), found through the trigram index of their columns (SQLite: the FTS5
      // table part_name_trigrams; PostgreSQL: pg_trgm GIN indexes)
      const candidates =
        dialect === 'sqlite'
          ? sql`FROM part_name_trigrams n JOIN part_names p ON p.id = n.rowid WHERE part_name_trigrams MATCH ${params.pattern}`
          : sql`FROM part_names p WHERE (p.search_name LIKE ${params.pattern} OR p.search_name_pl LIKE ${params.pattern}
               OR ${stemsLike('p.search_stems', 'enIndexed')} OR ${stemsLike('p.search_stems_pl', 'plIndexed')})`;
      // of each name found the first parts in id order, as many as the ranking's window: a part
      // after them is a repeat of its name behind that many others, never among the best (SQLite
      // has no LATERAL: the id of the window's last part bounds the index range, a bound that
      // does not depend on the part read, so it is computed once per name). Only parts have a
      // name (part_name_id), so the index of the names' parts answers alone, no product row read.
      const window = sql.lit(SUB_PART_WINDOW);
      const firstParts =
        dialect === 'sqlite'
          ? sql`CROSS JOIN products q ON q.part_name_id = nm.id AND q.id <= COALESCE((SELECT r.id FROM products r
                 WHERE r.part_name_id = nm.id AND ${sold('r')} ORDER BY r.id LIMIT 1 OFFSET ${window} - 1), ${sql.lit(Number.MAX_SAFE_INTEGER)})
               WHERE nm.rank < 9 AND ${sold('q')}`
          : sql`CROSS JOIN LATERAL (SELECT r.id FROM products r
                 WHERE r.part_name_id = nm.id AND ${sold('r')} ORDER BY r.id LIMIT ${window}) q
               WHERE nm.rank < 9`;
      matched = sql`names AS MATERIALIZED (
           SELECT p.id, ${rankOfName} AS rank, ${words} AS words, ${keyOf(language)} AS sort_key ${candidates}),
         matched AS MATERIALIZED (
           SELECT q.id, nm.rank, 0 AS fit, nm.words, nm.sort_key FROM names nm ${firstParts}),`;
    }
    // the part's board: with a serie among its few boards, not every board drawing the part
    const boardOf = bySerie
      ? // (a probe per board in order, not a semi join: a part may be drawn on hundreds of boards)
        sql`SELECT sb.id FROM serie_boards sb WHERE (SELECT 1 FROM board_parts bp WHERE bp.board_id = sb.id AND bp.product_id = h.id LIMIT 1) IS NOT NULL
           ORDER BY sb.generic, sb.id LIMIT 1`
      : sql`SELECT bp.board_id FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = h.id ORDER BY b.serie_code IS NULL, b.serie_code, b.id LIMIT 1`;
    // 0 the whole name, 1 a whole-word match (key or stems at a word's start), 2 inside a word
    const tier = sql<number>`CASE m.rank WHEN 0 THEN 0 WHEN 5 THEN 2 ELSE 1 END`;
    // 0 the match is at the name's start
    const start = sql<number>`CASE WHEN m.rank IN (0, 1, 3) THEN 0 ELSE 1 END`;
    return sql<NameSearchRow>`WITH ${matched}
     ranked AS MATERIALIZED (
       SELECT m.id, ${tier} AS tier, ${start} AS start, m.fit, m.words, m.sort_key,
         -- the same name again (another serie's part): after every other name
         row_number() OVER (PARTITION BY m.sort_key ORDER BY m.rank, m.fit, m.id) AS repeat
       FROM matched m WHERE m.rank < 9
       ORDER BY repeat, tier, m.fit, start, m.words, m.sort_key, m.id LIMIT ${sql.lit(SUB_PART_WINDOW)}),
     hits AS MATERIALIZED (
       SELECT r.id, r.repeat, r.tier, r.fit, r.start, r.words, r.sort_key,
         -- a sub-part: its name is another part's found here and more ('Filtr paliwa, czujnik', 'Fuel filter sensor')
         CASE WHEN EXISTS (SELECT 1 FROM ranked o WHERE length(o.sort_key) < length(r.sort_key)
           AND substr(r.sort_key, 1, length(o.sort_key) + 1) IN (o.sort_key || ',', o.sort_key || ' ')) THEN 1 ELSE 0 END AS sub
       FROM ranked r
       ORDER BY r.repeat, r.tier, r.fit, sub, r.start, r.words, r.sort_key, r.id LIMIT ${sql.lit(limit)}),
     chosen AS MATERIALIZED (
       SELECT h.id, h.repeat, h.tier, h.fit, h.sub, h.start, h.words, h.sort_key, (${boardOf}) AS board_id
       FROM hits h)
     SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, h.board_id, b.diagram_id, ${localized(language, 'b.name')} AS board_name, b.serie_code, (
         SELECT bp.position FROM board_parts bp WHERE bp.board_id = h.board_id AND bp.product_id = h.id
         ORDER BY ${leadingNumber(db, 'bp.position')}, bp.position LIMIT 1) AS position
     FROM chosen h JOIN products p ON p.id = h.id LEFT JOIN products b ON b.id = h.board_id
     ORDER BY h.repeat, h.tier, h.fit, h.sub, h.start, h.words, h.sort_key, h.id`;
  });

const SEARCH = {
  all: perLanguage((language) => searchQuery(language, false)),
  ofSerie: perLanguage((language) => searchQuery(language, true)),
};

/** At most this many parts on a results page's list (extension search-results): the ranking's whole window, paged. */
const SEARCH_RESULTS_LIMIT = SUB_PART_WINDOW;

/** The statements of the results page: the same ranking, its whole window. */
const RESULTS = {
  all: perLanguage((language) => searchQuery(language, false, SEARCH_RESULTS_LIMIT)),
  ofSerie: perLanguage((language) => searchQuery(language, true, SEARCH_RESULTS_LIMIT)),
};

/**
 * The stems of the query's first words in a language (a stem found twice is found once), each
 * with a leading space (the start of a word), repeated to fill the slots: `every` those a name's
 * words must all start with, `indexed` those of them long enough for the trigram indexes, which
 * find the candidates; without one, the words run together ('oś m8': 'osm8'; a query of no
 * letters or digits: its key), a word no name has.
 */
function stemSlots(key: string, language: StemLanguage): { every: string[]; indexed: string[] } {
  const all = [...new Set(searchStemsOf(key, language))].slice(0, STEM_SLOTS);
  const long = all.filter((stem) => stem.length >= TRIGRAM);
  const fill = (stems: string[]) => Array.from({ length: STEM_SLOTS }, (_, index) => ` ${stems[index % stems.length] ?? ''}`);
  const none = [all.join('') || key.replace(/ /g, '')];
  return long.length > 0 ? { every: fill(all), indexed: fill(long) } : { every: fill(none), indexed: fill(none) };
}

/** SQLite: the FTS5 query of the candidates: the key in either name, or every stem in a stem key. */
function ftsQuery(key: string, en: readonly string[], pl: readonly string[]): string {
  // each as one FTS5 phrase (its trigrams in a row), quotes doubled
  const phrase = (text: string) => `"${text.trim().replace(/"/g, '""')}"`;
  const every = (stems: readonly string[]) => [...new Set(stems)].map(phrase).join(' AND ');
  return `{search_name search_name_pl} : ${phrase(key)} OR search_stems : (${every(en)}) OR search_stems_pl : (${every(pl)})`;
}

export async function searchPartsByName(
  db: Executor,
  query: string,
  serie: string | undefined,
  language: Language,
  /** The results page's window (SEARCH_RESULTS_LIMIT) rather than the drop-down's 50. */
  all = false,
): Promise<NameSearchRow[]> {
  const key = searchKey(query);
  // a key shorter than a trigram contains none to look up (the contract's minimum keeps queries above it)
  if (key.length < TRIGRAM) return [];
  const en = stemSlots(key, 'en');
  const pl = stemSlots(key, 'pl');
  const pattern =
    dialectOf(db) === 'sqlite'
      ? ftsQuery(key, en.indexed, pl.indexed)
      : // LIKE's own characters in the key match themselves (backslash is PostgreSQL's LIKE escape)
        `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const slots = Object.fromEntries(
    (['en', 'pl'] as const).flatMap((language) => {
      const { every, indexed } = language === 'en' ? en : pl;
      return [
        ...every.map((stem, index) => [`${language}${index + 1}`, stem]),
        ...indexed.map((stem, index) => [`${language}Indexed${index + 1}`, stem]),
      ];
    }),
  ) as StemSlots;
  const statements = all ? RESULTS : SEARCH;
  const statement = serie === undefined ? statements.all[language] : statements.ofSerie[language];
  return statement.all(db, { key, wordKey: ` ${key}`, pattern, serie: serie ?? '', ...slots });
}

export interface NeighbourRow {
  id: number;
  sku: string;
  name: string;
  /** How many numbers away from the one asked (1: right before or after it). */
  steps: number;
}

/**
 * The parts whose numbers stand next to `sku` in number order, `count` before and `count` after
 * (the unique index of the numbers, case ignored): where a mistyped number would have been.
 */
export async function partNumberNeighbours(db: Executor, sku: string, count: number, language: Language): Promise<NeighbourRow[]> {
  const side = (comparison: '<' | '>') =>
    db
      .selectFrom('products')
      .select(['id', 'sku', localized(language, 'name').as('name')])
      .where('product_type', '=', 'SimpleProduct')
      .where('sku', comparison, sku)
      .orderBy('sku', comparison === '<' ? 'desc' : 'asc')
      .limit(count)
      .execute();
  const [before, after] = await Promise.all([side('<'), side('>')]);
  return [...before, ...after].map((row, index) => ({ ...row, steps: index < before.length ? index + 1 : index - before.length + 1 }));
}

/** At most this many parts whose numbers start with a prefix. */
const PREFIX_LIMIT = 20;

/**
 * The parts whose numbers start with `prefix` (case ignored: the numbers' unique index, NOCASE on
 * SQLite and CITEXT on PostgreSQL, read as a range from the prefix to the next one), in number order.
 */
export async function partsWithNumberPrefix(db: Executor, prefix: string, language: Language): Promise<NeighbourRow[]> {
  const low = prefix.toLowerCase();
  const last = low.codePointAt(low.length - 1) ?? 0;
  const high = `${low.slice(0, -1)}${String.fromCodePoint(last + 1)}`;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', localized(language, 'name').as('name')])
    .where('product_type', '=', 'SimpleProduct')
    .where('sku', '>=', low)
    .where('sku', '<', high)
    .orderBy('sku')
    .limit(PREFIX_LIMIT)
    .execute();
  return rows.map((row) => ({ ...row, steps: 0 }));
}
