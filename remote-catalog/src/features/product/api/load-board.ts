import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { BoardSchema, type Board, type EquipmentCondition } from '../product-schemas';

export interface BoardRequest {
  id: number;
  vehicleSpecific: boolean;
  conditions: EquipmentCondition[];
  VehicleKeyList: (string | number)[];
  EquipmentList: (string | number)[];
}

/** POST /api/Level4Product/Board: a board with its parts for the chosen equipment conditions. */
export function loadBoard({ id, vehicleSpecific, conditions, VehicleKeyList, EquipmentList }: BoardRequest, signal?: AbortSignal): Promise<Board> {
  return http.post(
    '/api/Level4Product/Board',
    {
      id,
      vehicleSpecific,
      vehicleConditions: conditions.map((c) => ({ Id: c.Id, EquipmentWithSpring: c.EquipmentWithSpring, Selected: c.Selected })),
      VehicleKeyList,
      EquipmentList,
    },
    { schema: BoardSchema as v.GenericSchema<unknown, Board>, ...(signal ? { signal } : {}) },
  );
}

export const boardQuery = (locale: Locale, request: BoardRequest) =>
  queryOptions({
    queryKey: catalogKey('board', locale, { ...request, conditions: request.conditions.map((c) => [c.Id, c.Selected]) }),
    queryFn: ({ signal }) => loadBoard(request, signal),
  });
