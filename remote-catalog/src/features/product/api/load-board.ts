import { BoardDetailSchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { Board, EquipmentCondition } from '../product-schemas';

export interface BoardRequest {
  id: number;
  vehicleSpecific: boolean;
  conditions: EquipmentCondition[];
  VehicleKeyList: (string | number)[];
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/Board: a board with its parts for the chosen equipment conditions. */
export function loadBoard(
  { id, vehicleSpecific, conditions, VehicleKeyList, EquipmentList }: BoardRequest,
  context?: FetchContext,
): Promise<Board> {
  return http.post(
    '/api/Level4Product/Board',
    {
      id,
      vehicleSpecific,
      vehicleConditions: conditions.map((c) => ({ Id: c.Id, EquipmentWithSpring: c.EquipmentWithSpring, Selected: c.Selected })),
      VehicleKeyList,
      EquipmentList,
    },
    { schema: BoardDetailSchema, ...context },
  );
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const BOARD = declareQuery(['catalog', 'board'], ['POST /api/Level4Product/Board']);

export const boardQuery = (locale: Locale, request: BoardRequest) =>
  apiQuery(keyed(BOARD, { ...request, conditions: request.conditions.map((c) => [c.Id, c.Selected]) }), locale, (context) =>
    loadBoard(request, context),
  );
