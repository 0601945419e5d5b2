import * as v from 'valibot';
import { CategorySchema } from '@parts/contract/catalogue';
import { http } from '@parts/shared-kernel';
import type { Category } from '../category-schemas';

const CategoriesSchema = v.array(CategorySchema);

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
