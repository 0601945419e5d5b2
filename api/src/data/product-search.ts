import { sql, type RawBuilder } from 'kysely';
import { dialectOf, leadingNumber, type Dialect, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { searchKey } from '../db/search-key';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** At most this many parts answer a search by name. */
export const NAME_SEARCH_LIMIT = 50;

export interface NameSearchRow {
  id: number;
  sku: string;
  name: string;
  /** The board that draws the part (the first one for the vehicle), null when no board draws it. */
  board_id: number | null;
  /** The board's diagram (its hotspots), null without a board. */
  diagram_id: number | null;
  position: string | null;
}

/** The key of a name in a language: the Polish one falls back to the English one, like the name does. */
const keyOf = (language: Language) => (language === 'pl' ? sql`COALESCE(p.search_name_pl, p.search_name)` : sql`p.search_name`);

interface SearchParameters extends Record<string, unknown> {
  key: string;
  /** The key with a leading space: the beginning of a word. */
  wordKey: string;
  /** SQLite: the key as one FTS5 phrase; PostgreSQL: the key as a LIKE pattern, '%key%'. */
  pattern: string;
  serie: string;
}

/**
 * Parts whose name, in English or in Polish, contains the query (compared by search key, so
 * case and diacritics do not matter), best matches first; with a serie only the parts a board
 * of that serie (or a generic board) draws. Each comes with the board that draws it and its
 * position there. One statement: the candidates come from a trigram index of the keys (SQLite:
 * the FTS5 table product_names; PostgreSQL: pg_trgm GIN indexes, migration 13), so a search
 * reads the parts that contain the query, not every part; a serie is checked against the parts
 * of its few boards (products_board_serie), and a part's board is chosen among those. Compiled
 * once per dialect, language and serie or not.
 */
const searchQuery = (language: Language, bySerie: boolean) =>
  prepared<SearchParameters, NameSearchRow>((db, params, dialect: Dialect) => {
    // where the key is found in a text (1-based, 0: not at all)
    const find = (text: RawBuilder<unknown>, sought: unknown) =>
      dialect === 'sqlite' ? sql<number>`instr(${text}, ${sought})` : sql<number>`strpos(${text}, ${sought})`;
    /** 0 the whole name, 1 its beginning, 2 the beginning of a word in it, 3 anywhere in it. */
    const rankOf = (column: RawBuilder<unknown>) =>
      sql<number>`CASE ${find(column, params.key)} WHEN 0 THEN 3 WHEN 1 THEN (CASE WHEN length(${column}) = length(${params.key}) THEN 0 ELSE 1 END)
          ELSE (CASE WHEN ${find(sql`' ' || ${column}`, params.wordKey)} > 0 THEN 2 ELSE 3 END) END`;
    const least = dialect === 'sqlite' ? sql.raw('min') : sql.raw('LEAST');
    const candidates =
      dialect === 'sqlite'
        ? sql`FROM product_names n JOIN products p ON p.id = n.rowid WHERE product_names MATCH ${params.pattern} AND`
        : sql`FROM products p WHERE (p.search_name LIKE ${params.pattern} OR p.search_name_pl LIKE ${params.pattern}) AND`;
    // the serie's few boards (a generic one after the serie's own), read once
    const serieBoards = bySerie
      ? sql`serie_boards AS MATERIALIZED (
           SELECT b.id, CASE WHEN b.serie_code IS NULL THEN 1 ELSE 0 END AS generic FROM products b
           WHERE b.product_type = 'GroupedProduct' AND (b.serie_code IS NULL OR b.serie_code = ${params.serie})),`
      : sql``;
    const drawnForSerie = bySerie ? sql`AND p.id IN (SELECT bp.product_id FROM board_parts bp WHERE bp.board_id IN (SELECT id FROM serie_boards))` : sql``;
    // the part's board: with a serie among its few boards, not every board drawing the part
    const boardOf = bySerie
      ? sql`SELECT bp.board_id FROM board_parts bp JOIN serie_boards sb ON sb.id = bp.board_id
           WHERE bp.product_id = h.id ORDER BY sb.generic, bp.board_id LIMIT 1`
      : sql`SELECT bp.board_id FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = h.id ORDER BY b.serie_code IS NULL, b.serie_code, b.id LIMIT 1`;
    return sql<NameSearchRow>`WITH ${serieBoards} hits AS MATERIALIZED (
       SELECT p.id, ${least}(${rankOf(sql`p.search_name`)}, ${rankOf(sql`COALESCE(p.search_name_pl, '')`)}) AS rank, ${keyOf(language)} AS sort_key
       ${candidates} p.product_type = 'SimpleProduct'
         -- a superseded part is not sold: its number leads to the current part (extension supersession)
         AND NOT EXISTS (SELECT 1 FROM product_supersessions s WHERE s.product_id = p.id)
         ${drawnForSerie}
       ORDER BY rank, sort_key, p.id LIMIT ${sql.lit(NAME_SEARCH_LIMIT)}),
     chosen AS MATERIALIZED (
       SELECT h.id, h.rank, h.sort_key, (${boardOf}) AS board_id
       FROM hits h)
     SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, h.board_id, (SELECT b.diagram_id FROM products b WHERE b.id = h.board_id) AS diagram_id, (
         SELECT bp.position FROM board_parts bp WHERE bp.board_id = h.board_id AND bp.product_id = h.id
         ORDER BY ${leadingNumber(db, 'bp.position')}, bp.position LIMIT 1) AS position
     FROM chosen h JOIN products p ON p.id = h.id
     ORDER BY h.rank, h.sort_key, h.id`;
  });

const SEARCH = { all: perLanguage((language) => searchQuery(language, false)), ofSerie: perLanguage((language) => searchQuery(language, true)) };

/** The shortest key the trigram index can look up (the query asks for 3 characters, see the contract). */
const TRIGRAM = 3;

export async function searchPartsByName(db: Executor, query: string, serie: string | undefined, language: Language): Promise<NameSearchRow[]> {
  const key = searchKey(query);
  // a key shorter than a trigram contains none to look up (the contract's minimum keeps queries above it)
  if (key.length < TRIGRAM) return [];
  const pattern =
    dialectOf(db) === 'sqlite'
      ? // the key as one FTS5 phrase: its trigrams in a row, so the name contains the key (quotes doubled)
        `"${key.replace(/"/g, '""')}"`
      : // LIKE's own characters in the key match themselves (backslash is PostgreSQL's LIKE escape)
        `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const statement = serie === undefined ? SEARCH.all[language] : SEARCH.ofSerie[language];
  return statement.all(db, { key, wordKey: ` ${key}`, pattern, serie: serie ?? '' });
}
