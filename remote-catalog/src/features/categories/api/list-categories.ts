import type * as v from 'valibot';
import { http, list } from '@parts/shared-kernel';
import { CategorySchema, type Category } from '../category-schemas';

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
    schema: list(CategorySchema) as v.GenericSchema<unknown, Category[]>,
    ...(signal ? { signal } : {}),
  });
}
