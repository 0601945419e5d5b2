import { CategorySchema } from '@parts/contract/catalogue';
import * as v from 'valibot';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { Category } from '../category-schemas';

export interface CategoryListRequest {
  /** 0 for the root categories. */
  id: number;
  category: string;
  brandId?: number | string;
  serie?: string;
}

/** POST /api/Level4Category/List: the sub-categories of a category. */
export function listCategories(request: CategoryListRequest, context?: FetchContext): Promise<Category[]> {
  return http.post('/api/Level4Category/List', request, { schema: v.array(CategorySchema), ...context });
}

/** Every level the menu lists is under this prefix (a category page titles itself from them). */
export const CATEGORY_LISTS = ['catalog', 'categories'] as const;

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CATEGORIES = declareQuery(CATEGORY_LISTS, ['POST /api/Level4Category/List']);

export const categoriesQuery = (locale: Locale, request: CategoryListRequest) =>
  apiQuery(keyed(CATEGORIES, request), locale, (context) => listCategories(request, context));
