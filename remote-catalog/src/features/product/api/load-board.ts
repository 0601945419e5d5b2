import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { BoardSchema, type Board, type EquipmentCondition } from '../product-schemas';

export interface BoardRequest {
  id: number;
  vehicleSpecific: boolean;
  conditions: EquipmentCondition[];
  VehicleKeyList: (string | number)[];
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/Board: a board with its parts for the chosen equipment conditions. */
export function loadBoard({ id, vehicleSpecific, conditions, VehicleKeyList, EquipmentList }: BoardRequest, context?: FetchContext): Promise<Board> {
  return http.post(
    '/api/Level4Product/Board',
    {
      id,
      vehicleSpecific,
      vehicleConditions: conditions.map((c) => ({ Id: c.Id, EquipmentWithSpring: c.EquipmentWithSpring, Selected: c.Selected })),
      VehicleKeyList,
      EquipmentList,
    },
    { schema: BoardSchema, ...context },
  );
}

export const boardQuery = (locale: Locale, request: BoardRequest) =>
  apiQuery(['catalog', 'board', { ...request, conditions: request.conditions.map((c) => [c.Id, c.Selected]) }], locale, (context) => loadBoard(request, context));
