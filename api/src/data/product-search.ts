import type { Sql } from '../db/sql';
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
const keyOf = (language: Language, table: string) =>
  language === 'pl' ? `COALESCE(${table}.search_name_pl, ${table}.search_name)` : `${table}.search_name`;

/** 0 the whole name, 1 its beginning, 2 the beginning of a word in it, 3 anywhere in it. */
const rankOf = (column: string) =>
  `CASE instr(${column}, @key) WHEN 0 THEN 3 WHEN 1 THEN (CASE WHEN length(${column}) = length(@key) THEN 0 ELSE 1 END)
        ELSE (CASE WHEN instr(' ' || ${column}, ' ' || @key) > 0 THEN 2 ELSE 3 END) END`;

/**
 * Parts whose name, in English or in Polish, contains the query (compared by search key, so
 * case and diacritics do not matter), best matches first; with a serie only the parts a board
 * of that serie (or a generic board) draws. Each comes with the board that draws it and its
 * position there. One statement: the candidates come from the trigram index of the keys
 * (product_names, migration 13), so a search reads the parts that contain the query, not every
 * part; a serie is checked against the parts of its few boards (products_board_serie), and
 * its board for a part is chosen among those.
 */
const SEARCH = perLanguage(
  (language) => `WITH serie_boards AS MATERIALIZED (
       SELECT b.id, b.serie_code IS NULL AS generic FROM products b
       WHERE @serie IS NOT NULL AND b.product_type = 'GroupedProduct' AND (b.serie_code IS NULL OR b.serie_code = @serie)),
     hits AS MATERIALIZED (
       SELECT p.id, min(${rankOf('p.search_name')}, ${rankOf("COALESCE(p.search_name_pl, '')")}) AS rank, ${keyOf(language, 'p')} AS sort_key
       FROM product_names n JOIN products p ON p.id = n.rowid
       WHERE product_names MATCH @phrase
         AND p.product_type = 'SimpleProduct'
         -- a superseded part is not sold: its number leads to the current part (extension supersession)
         AND NOT EXISTS (SELECT 1 FROM product_supersessions s WHERE s.product_id = p.id)
         AND (@serie IS NULL OR p.id IN (SELECT bp.product_id FROM board_parts bp WHERE bp.board_id IN (SELECT id FROM serie_boards)))
       ORDER BY rank, sort_key, p.id LIMIT @limit),
     chosen AS MATERIALIZED (
       SELECT h.id, h.rank, h.sort_key, CASE WHEN @serie IS NULL THEN (
           SELECT bp.board_id FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = h.id ORDER BY b.serie_code IS NULL, b.serie_code, b.id LIMIT 1)
         ELSE (
           -- the serie's own board before a generic one: among the serie's few boards, not every board drawing the part
           SELECT bp.board_id FROM board_parts bp JOIN serie_boards sb ON sb.id = bp.board_id
           WHERE bp.product_id = h.id ORDER BY sb.generic, bp.board_id LIMIT 1) END AS board_id
       FROM hits h)
     SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, h.board_id, (SELECT b.diagram_id FROM products b WHERE b.id = h.board_id) AS diagram_id, (
         SELECT bp.position FROM board_parts bp WHERE bp.board_id = h.board_id AND bp.product_id = h.id
         ORDER BY CAST(bp.position AS INTEGER), bp.position LIMIT 1) AS position
     FROM chosen h JOIN products p ON p.id = h.id
     ORDER BY h.rank, h.sort_key, h.id`,
);

/** The shortest key the trigram index can look up (the query asks for 3 characters, see the contract). */
const TRIGRAM = 3;

export function searchPartsByName(sql: Sql, query: string, serie: string | undefined, language: Language): NameSearchRow[] {
  const key = searchKey(query);
  // a key shorter than a trigram contains none to look up (the contract's minimum keeps queries above it)
  if (key.length < TRIGRAM) return [];
  return sql.all<NameSearchRow>(SEARCH[language], {
    key,
    // the key as one FTS5 phrase: its trigrams in a row, so the name contains the key (quotes doubled)
    phrase: `"${key.replace(/"/g, '""')}"`,
    serie: serie ?? null,
    limit: NAME_SEARCH_LIMIT,
  });
}

/** Fills the search keys of products that have none (the demo seed, after it adds its products). */
export function fillSearchKeys(sql: Sql): void {
  sql.run('UPDATE products SET search_name = search_key(name), search_name_pl = search_key(name_pl) WHERE search_name IS NULL');
}
