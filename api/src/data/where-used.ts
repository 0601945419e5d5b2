import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { firstOf, rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import { localized } from './language';

export interface UsedPartRow {
  id: number;
  sku: string;
  name: string;
}

/** A part (not a board) by its id or its number (the numbers' unique index, case ignored). */
export async function usedPart(
  db: Executor,
  asked: { id: number } | { sku: string },
  language: Language,
): Promise<UsedPartRow | undefined> {
  const where = 'id' in asked ? sql`p.id = ${asked.id}` : sql`p.sku = ${asked.sku}`;
  return firstOf(
    db,
    sql<UsedPartRow>`SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name FROM products p
     WHERE ${where} AND p.product_type = 'SimpleProduct'`,
  );
}

/** One placement of the part on a board, with the board and what restricts the placement there. */
export interface UsedPlacementRow {
  board_id: number;
  board_name: string;
  serie_code: string | null;
  diagram_id: number | null;
  position: string;
  model_id: number | null;
  engine_id: number | null;
}

/** The placements of several parts (a results page's), each with its part. */
export async function placementsOfParts(
  db: Executor,
  productIds: readonly number[],
  language: Language,
): Promise<(UsedPlacementRow & { product_id: number })[]> {
  if (productIds.length === 0) return [];
  return rowsOf(
    db,
    sql<
      UsedPlacementRow & { product_id: number }
    >`SELECT bp.product_id, bp.board_id, ${localized(language, 'b.name')} AS board_name, b.serie_code,
       b.diagram_id, bp.position, bp.model_id, bp.engine_id
     FROM board_parts bp JOIN products b ON b.id = bp.board_id WHERE bp.product_id IN (${sql.join(productIds)})`,
  );
}

/**
 * Every placement of a part (index board_parts_product, then each board by its primary key): a
 * few to a few hundred rows whatever the catalogue's size.
 */
export async function usedPlacements(db: Executor, productId: number, language: Language): Promise<UsedPlacementRow[]> {
  return rowsOf(
    db,
    sql<UsedPlacementRow>`SELECT bp.board_id, ${localized(language, 'b.name')} AS board_name, b.serie_code, b.diagram_id, bp.position,
       bp.model_id, bp.engine_id
     FROM board_parts bp JOIN products b ON b.id = bp.board_id WHERE bp.product_id = ${productId}`,
  );
}

/** Which vehicles a placement is for: its board's serie (null: every serie), model and engine (null: any). */
export interface VariantScope {
  serie: string | null;
  modelId: number | null;
  engineId: number | null;
}

export interface FitRow {
  serie_code: string;
  serie_name: string;
  model_id: number;
  model_name: string;
  engine_id: number;
  engine_name: string;
  produced_from: number;
  produced_to: number;
}

/**
 * The series, models and engines of the vehicle variants within any of the scopes, with the first
 * and last month their variants were built (serie, model, engine order). One statement over the
 * variants (a few thousand rows at most, the vehicle catalogue does not grow with the parts).
 */
export async function fitsOfScopes(db: Executor, scopes: readonly VariantScope[], language: Language): Promise<FitRow[]> {
  if (scopes.length === 0) return [];
  // whole series (the common case: a board of a serie, no model or engine) as one IN list
  const wholeSeries = scopes.flatMap((scope) =>
    scope.serie !== null && scope.modelId === null && scope.engineId === null ? [scope.serie] : [],
  );
  const narrower = scopes.filter((scope) => scope.serie === null || scope.modelId !== null || scope.engineId !== null);
  const conditions = [
    ...(wholeSeries.length === 0 ? [] : [sql`v.serie_code IN (${sql.join(wholeSeries)})`]),
    ...narrower.map((scope) => {
      const parts = [
        ...(scope.serie === null ? [] : [sql`v.serie_code = ${scope.serie}`]),
        ...(scope.modelId === null ? [] : [sql`v.model_id = ${scope.modelId}`]),
        ...(scope.engineId === null ? [] : [sql`v.engine_id = ${scope.engineId}`]),
      ];
      return parts.length === 0 ? sql`1 = 1` : sql`(${sql.join(parts, sql` AND `)})`;
    }),
  ];
  return rowsOf(
    db,
    sql<FitRow>`SELECT v.serie_code, ${localized(language, 's.name')} AS serie_name, v.model_id, m.name AS model_name, v.engine_id,
       ${localized(language, 'e.name')} AS engine_name, MIN(v.produced_from) AS produced_from, MAX(v.produced_to) AS produced_to
     FROM vehicle_variants v JOIN series s ON s.code = v.serie_code JOIN models m ON m.id = v.model_id JOIN engines e ON e.id = v.engine_id
     WHERE ${sql.join(conditions, sql` OR `)}
     GROUP BY v.serie_code, s.name, s.name_pl, v.model_id, m.name, v.engine_id, e.name, e.name_pl
     ORDER BY v.serie_code, m.name, v.model_id, e.name, v.engine_id`,
  );
}
