import type { Executor } from '../db/database';

/** Where a part is drawn, with what restricts it there: its board's serie, a model, an engine, an equipment code. */
export interface PlacementRow {
  product_id: number;
  /** The board's serie (null: a board for every vehicle). */
  serie_code: string | null;
  model_id: number | null;
  engine_id: number | null;
  equipment_id: number | null;
  equipment_code: string | null;
  equipment_name: string | null;
  equipment_required: number;
}

/** Every board placement of the parts (no particular order); a part on no board has none. One query. */
export async function partPlacements(db: Executor, productIds: readonly number[]): Promise<PlacementRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('board_parts as bp')
    .innerJoin('products as b', 'b.id', 'bp.board_id')
    .leftJoin('equipment as q', 'q.id', 'bp.equipment_id')
    .select([
      'bp.product_id',
      'b.serie_code',
      'bp.model_id',
      'bp.engine_id',
      'bp.equipment_id',
      'q.code as equipment_code',
      'q.name as equipment_name',
      'bp.equipment_required',
    ])
    .where('bp.product_id', 'in', [...productIds])
    .execute();
}
