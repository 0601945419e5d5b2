import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { loadCategory } from '../../categories/api/load-category';
import type { Category } from '../../categories/category-schemas';

/** How many parents a category page names at most. */
const PARENTS_MAX = 5;

/**
 * GET /api/Category('{id}'), then each parent's (for the breadcrumbs): the category and its parents,
 * nearest last. A parent that cannot be loaded ends the trail there.
 */
export async function loadCategoryTrail(id: string, signal?: AbortSignal): Promise<{ category: Category; parents: Category[] }> {
  const category = await loadCategory(id, signal);
  const parents: Category[] = [];
  let parentId = category.ParentCategoryId;
  while (parentId && parents.length < PARENTS_MAX) {
    try {
      const parent = await loadCategory(parentId, signal);
      parents.unshift(parent);
      parentId = parent.ParentCategoryId;
    } catch (error) {
      if (signal?.aborted) throw error;
      break;
    }
  }
  return { category, parents };
}

export const categoryTrailQuery = (locale: Locale, id: string) =>
  queryOptions({ queryKey: catalogKey('category-trail', locale, { id }), queryFn: ({ signal }) => loadCategoryTrail(id, signal) });
