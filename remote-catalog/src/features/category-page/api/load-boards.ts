import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { BoardListItemSchema, type BoardListItem } from '../../product/product-schemas';
import type { VehicleFilterValues } from '../../vehicle-filter/filter-levels';

export type BoardSearchType = 'Grouped' | 'GroupedSubCat';

/** SPEC section 4: 'GroupedSubCat' when the category has a non-zero parent, else 'Grouped'. */
export function boardSearchType(parentCategoryId: number): BoardSearchType {
  return parentCategoryId ? 'GroupedSubCat' : 'Grouped';
}

export type BoardsRequest = { id: number; searchType: BoardSearchType; VehicleKeyList: (string | number)[] } & VehicleFilterValues;

/** POST /api/Level4Product/Boards: the boards of a category for the current filters. */
export function loadBoards(request: BoardsRequest, signal?: AbortSignal): Promise<BoardListItem[]> {
  return http.post('/api/Level4Product/Boards', request, {
    schema: v.nullish(v.array(BoardListItemSchema), []) as v.GenericSchema<unknown, BoardListItem[]>,
    ...(signal ? { signal } : {}),
  });
}

export const boardsQuery = (locale: Locale, request: BoardsRequest) =>
  queryOptions({ queryKey: catalogKey('boards', locale, request), queryFn: ({ signal }) => loadBoards(request, signal) });
