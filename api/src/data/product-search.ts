import { sql, type RawBuilder } from 'kysely';
import { leadingNumber, perDialect, type Executor } from '../db/database';
import { rowsOf } from '../db/query';
import { searchKey } from '../db/search-key';
import type { Language } from '../i18n/language';
import { localized } from './language';

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

/**
 * Parts whose name, in English or in Polish, contains the query (compared by search key, so
 * case and diacritics do not matter), best matches first; with a serie only the parts a board
 * of that serie (or a generic board) draws. Each comes with the board that draws it and its
 * position there. One statement: on SQLite the matching keys are read from the products_search index.
 */
export async function searchPartsByName(db: Executor, query: string, serie: string | undefined, language: Language): Promise<NameSearchRow[]> {
  const key = searchKey(query);
  // where the key is found in a text (1-based, 0: not at all): instr on SQLite, strpos on PostgreSQL
  const find = (text: RawBuilder<unknown>, sought: RawBuilder<unknown>) =>
    perDialect(db, { sqlite: sql<number>`instr(${text}, ${sought})`, postgres: sql<number>`strpos(${text}, ${sought})` });
  /** 0 the whole name, 1 its beginning, 2 the beginning of a word in it, 3 anywhere in it. */
  const rankOf = (column: RawBuilder<unknown>) =>
    sql<number>`CASE ${find(column, sql`${key}`)} WHEN 0 THEN 3 WHEN 1 THEN (CASE WHEN length(${column}) = length(${key}) THEN 0 ELSE 1 END)
        ELSE (CASE WHEN ${find(sql`' ' || ${column}`, sql`${' ' + key}`)} > 0 THEN 2 ELSE 3 END) END`;
  const least = perDialect(db, { sqlite: sql.raw('min'), postgres: sql.raw('LEAST') });
  const indexed = perDialect(db, { sqlite: sql.raw('INDEXED BY products_search'), postgres: sql.raw('') });
  const ofSerie = serie === undefined ? sql`` : sql`AND (b.serie_code IS NULL OR b.serie_code = ${serie})`;
  const drawnForSerie =
    serie === undefined
      ? sql``
      : sql`AND EXISTS (SELECT 1 FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = p.id AND (b.serie_code IS NULL OR b.serie_code = ${serie}))`;
  return rowsOf(
    db,
    sql<NameSearchRow>`WITH hits AS MATERIALIZED (
       SELECT p.id, ${least}(${rankOf(sql`p.search_name`)}, ${rankOf(sql`COALESCE(p.search_name_pl, '')`)}) AS rank, ${keyOf(language)} AS sort_key
       FROM products p ${indexed}
       WHERE p.product_type = 'SimpleProduct'
         AND (${find(sql`p.search_name`, sql`${key}`)} > 0 OR ${find(sql`p.search_name_pl`, sql`${key}`)} > 0)
         ${drawnForSerie}
       ORDER BY rank, sort_key, p.id LIMIT ${NAME_SEARCH_LIMIT}),
     chosen AS MATERIALIZED (
       SELECT h.id, h.rank, h.sort_key, (
           SELECT bp.board_id FROM board_parts bp JOIN products b ON b.id = bp.board_id
           WHERE bp.product_id = h.id ${ofSerie}
           ORDER BY b.serie_code IS NULL, b.serie_code, b.id LIMIT 1) AS board_id
       FROM hits h)
     SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, h.board_id, (SELECT b.diagram_id FROM products b WHERE b.id = h.board_id) AS diagram_id, (
         SELECT bp.position FROM board_parts bp WHERE bp.board_id = h.board_id AND bp.product_id = h.id
         ORDER BY ${leadingNumber(db, 'bp.position')}, bp.position LIMIT 1) AS position
     FROM chosen h JOIN products p ON p.id = h.id
     ORDER BY h.rank, h.sort_key, h.id`,
  );
}
