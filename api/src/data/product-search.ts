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
  position: string | null;
}

/** The key of a name in a language: the Polish one falls back to the English one, like the name does. */
const keyOf = (language: Language, table: string) =>
  language === 'pl' ? `COALESCE(${table}.search_name_pl, ${table}.search_name)` : `${table}.search_name`;

/** 0 the whole name, 1 its beginning, 2 the beginning of a word in it, 3 anywhere in it. */
const rankOf = (column: string) =>
  `CASE WHEN ${column} = @key THEN 0 WHEN ${column} LIKE @prefix ESCAPE '\\' THEN 1
        WHEN ${column} LIKE @word ESCAPE '\\' THEN 2 ELSE 3 END`;

/**
 * Parts whose name, in English or in Polish, contains the query (compared by search key, so
 * case and diacritics do not matter), best matches first; with a serie only the parts a board
 * of that serie (or a generic board) draws. Each comes with the board that draws it and its
 * position there. One statement: the matching keys are read from the products_search index.
 */
const SEARCH = perLanguage(
  (language) => `WITH hits AS MATERIALIZED (
       SELECT p.id, min(${rankOf('p.search_name')}, ${rankOf("COALESCE(p.search_name_pl, '')")}) AS rank, ${keyOf(language, 'p')} AS sort_key
       FROM products p INDEXED BY products_search
       WHERE p.product_type = 'SimpleProduct'
         AND (p.search_name LIKE @contains ESCAPE '\\' OR p.search_name_pl LIKE @contains ESCAPE '\\')
         AND (@serie IS NULL OR EXISTS (
           SELECT 1 FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = p.id AND (b.serie_code IS NULL OR b.serie_code = @serie)))
       ORDER BY rank, sort_key, p.id LIMIT @limit),
     boards AS (
       SELECT bp.product_id, bp.board_id, bp.position, row_number() OVER (
           PARTITION BY bp.product_id ORDER BY b.serie_code IS NULL, b.serie_code, b.id, CAST(bp.position AS INTEGER), bp.position) AS n
       FROM hits h JOIN board_parts bp ON bp.product_id = h.id JOIN products b ON b.id = bp.board_id
       WHERE @serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
     SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, x.board_id, x.position
     FROM hits h JOIN products p ON p.id = h.id LEFT JOIN boards x ON x.product_id = h.id AND x.n = 1
     ORDER BY h.rank, h.sort_key, h.id`,
);

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export function searchPartsByName(sql: Sql, query: string, serie: string | undefined, language: Language): NameSearchRow[] {
  const key = searchKey(query);
  const literal = likeLiteral(key);
  return sql.all<NameSearchRow>(SEARCH[language], {
    key,
    prefix: `${literal}%`,
    word: `% ${literal}%`,
    contains: `%${literal}%`,
    serie: serie ?? null,
    limit: NAME_SEARCH_LIMIT,
  });
}

/** Fills the search keys of products that have none (the demo seed, after it adds its products). */
export function fillSearchKeys(sql: Sql): void {
  sql.run('UPDATE products SET search_name = search_key(name), search_name_pl = search_key(name_pl) WHERE search_name IS NULL');
}
