import { BoardListItemSchema } from '@parts/contract/catalogue';
import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { BoardListItem } from '../../product/product-schemas';
import { filterRequestValues, type VehicleFilterValues } from '../../vehicle-filter/filter-levels';

export type BoardSearchType = 'Grouped' | 'GroupedSubCat';

/**
 * SPEC section 4: 'GroupedSubCat' when the category has a non-zero parent, else 'Grouped'. SPEC's
 * category page is a leaf's; the shop also opens a category with sub-categories ('All boards in
 * ...' of the category menu, a breadcrumb): its boards are filed in its sub-categories, which only
 * 'Grouped' includes ('GroupedSubCat' answers the boards filed in the category itself: none), so
 * such a category asks 'Grouped' at any depth (issue 26).
 */
export function boardSearchType(category: { ParentCategoryId: number; HasSubCategories: boolean }): BoardSearchType {
  return category.ParentCategoryId && !category.HasSubCategories ? 'GroupedSubCat' : 'Grouped';
}

export type BoardsRequest = { id: number; searchType: BoardSearchType; VehicleKeyList: (string | number)[] } & VehicleFilterValues;

/** POST /api/Level4Product/Boards: the boards of a category for the current filters. */
export function loadBoards(request: BoardsRequest, context?: FetchContext): Promise<BoardListItem[]> {
  const { id, searchType, VehicleKeyList, ...values } = request;
  return http.post(
    '/api/Level4Product/Boards',
    { id, searchType, VehicleKeyList, ...filterRequestValues(values) },
    { schema: v.array(BoardListItemSchema), ...context },
  );
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const BOARDS = declareQuery(['catalog', 'boards'], ['POST /api/Level4Product/Boards']);

export const boardsQuery = (locale: Locale, request: BoardsRequest) =>
  apiQuery(keyed(BOARDS, request), locale, (context) => loadBoards(request, context));
