import * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { CategorySchema } from '@parts/contract/catalogue';
import { tolerant } from '@parts/contract/tolerant';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import type { Category } from '../category-schemas';

const CategoriesSchema = tolerant(v.array(CategorySchema));

export interface CategoryListRequest {
  /** 0 for the root categories. */
  id: number;
  category: string;
  brandId?: number | string;
  serie?: string;
}

/** POST /api/Level4Category/List: the sub-categories of a category. */
export function listCategories(request: CategoryListRequest, signal?: AbortSignal): Promise<Category[]> {
  return http.post('/api/Level4Category/List', request, {
    schema: CategoriesSchema,
    ...(signal ? { signal } : {}),
  });
}

export const categoriesQuery = (locale: Locale, request: CategoryListRequest) =>
  queryOptions({ queryKey: catalogKey('categories', locale, request), queryFn: ({ signal }) => listCategories(request, signal) });
