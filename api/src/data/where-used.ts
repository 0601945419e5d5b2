import { sql } from 'kysely';
import { cachedVehicleCatalogue, type Executor } from '../db/database';
import { firstOf, rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import type { PlacementRow } from './fitment';
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
     FROM board_parts bp JOIN products b ON b.id = bp.board_id AND b.product_type = 'GroupedProduct' WHERE bp.product_id IN (${sql.join(productIds)})`,
  );
}

/**
 * Every placement of a part with its equipment rule (the fit for a vehicle is judged from the same
 * rows): a few to a few thousand rows whatever the catalogue's size, read from the indexes of
 * migration 44 alone (board_parts_placement, then products_board), not from the tables' pages.
 */
export async function usedPlacements(db: Executor, productId: number, language: Language): Promise<(UsedPlacementRow & PlacementRow)[]> {
  return rowsOf(
    db,
    sql<UsedPlacementRow & PlacementRow>`SELECT bp.product_id, bp.board_id, ${localized(language, 'b.name')} AS board_name, b.serie_code,
       b.diagram_id, bp.position, bp.model_id, bp.engine_id, bp.equipment_id, q.code AS equipment_code, q.name AS equipment_name,
       bp.equipment_required
     FROM board_parts bp JOIN products b ON b.id = bp.board_id AND b.product_type = 'GroupedProduct' LEFT JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.product_id = ${productId}`,
  );
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
 * The series, models and engines of the vehicles the part fits: the variants of each board's serie
 * drawing it (of every serie for a board of every vehicle), narrowed by the placement's model or
 * engine, grouped with the first and last month they were built; the first `limit` of them (serie,
 * model, engine order) and how many there are. Matched in memory against the variants' groups,
 * which the instance keeps while the vehicle catalogue is unchanged (cachedVehicleCatalogue): a
 * part on every serie's board fits thousands of groups, and no statement grows with it.
 */
export async function fitsOfPart(
  db: Executor,
  placements: readonly UsedPlacementRow[],
  language: Language,
  limit: number,
): Promise<{ rows: FitRow[]; total: number }> {
  if (placements.length === 0) return { rows: [], total: 0 };
  const groups = await variantGroups(db, language);
  const bySerie = seriesOf(groups);
  // a group fits when a placement's scope names its serie, model and engine or leaves any of them open
  const fitting = new Set<number>();
  const scopes = new Set<string>();
  for (const { serie_code, model_id, engine_id } of placements) {
    const scope = `${serie_code}|${model_id}|${engine_id}`;
    if (scopes.has(scope)) continue;
    scopes.add(scope);
    const candidates = serie_code === null ? groups.keys() : (bySerie.get(serie_code) ?? []);
    for (const at of candidates) {
      const group = groups[at];
      if (group && (model_id === null || group.model_id === model_id) && (engine_id === null || group.engine_id === engine_id))
        fitting.add(at);
    }
  }
  const fits = [...fitting].sort((a, b) => a - b).map((at) => groups[at] as FitRow);
  return { rows: fits.slice(0, limit), total: fits.length };
}

const serieIndexes = new WeakMap<readonly FitRow[], Map<string, number[]>>();

/** The groups' places by serie, made once per list of groups kept. */
function seriesOf(groups: readonly FitRow[]): Map<string, number[]> {
  let index = serieIndexes.get(groups);
  if (!index) {
    index = new Map();
    for (const [at, group] of groups.entries()) {
      const places = index.get(group.serie_code);
      if (places) places.push(at);
      else index.set(group.serie_code, [at]);
    }
    serieIndexes.set(groups, index);
  }
  return index;
}

/** Every serie, model and engine that vehicles are built with, with their first and last month (serie, model, engine order); kept in memory while the catalogue is unchanged. */
function variantGroups(db: Executor, language: Language): Promise<readonly FitRow[]> {
  return cachedVehicleCatalogue(db, `variant_groups:${language}`, () =>
    rowsOf(
      db,
      sql<FitRow>`SELECT v.serie_code, ${localized(language, 's.name')} AS serie_name, v.model_id, m.name AS model_name, v.engine_id,
         ${localized(language, 'e.name')} AS engine_name, MIN(v.produced_from) AS produced_from, MAX(v.produced_to) AS produced_to
       FROM vehicle_variants v JOIN series s ON s.code = v.serie_code JOIN models m ON m.id = v.model_id JOIN engines e ON e.id = v.engine_id
       GROUP BY v.serie_code, s.name, s.name_pl, v.model_id, m.name, v.engine_id, e.name, e.name_pl
       ORDER BY v.serie_code, m.name, v.model_id, e.name, v.engine_id`,
    ),
  );
}
