import type { Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { loadCategory } from '../../categories/api/load-category';
import type { Category } from '../../categories/category-schemas';

/** How many parents a category page names at most. */
const PARENTS_MAX = 5;

/**
 * GET /api/Category('{id}'), then each parent's (for the breadcrumbs): the category and its parents,
 * nearest last. A parent that cannot be loaded ends the trail there.
 */
export async function loadCategoryTrail(id: string, context?: FetchContext): Promise<{ category: Category; parents: Category[] }> {
  const category = await loadCategory(id, context);
  const parents: Category[] = [];
  let parentId = category.ParentCategoryId;
  while (parentId && parents.length < PARENTS_MAX) {
    try {
      const parent = await loadCategory(parentId, context);
      parents.unshift(parent);
      parentId = parent.ParentCategoryId;
    } catch (error) {
      if (context?.signal.aborted) throw error;
      break;
    }
  }
  return { category, parents };
}

export const categoryTrailQuery = (locale: Locale, id: string) =>
  apiQuery(['catalog', 'category-trail', { id }], locale, (context) => loadCategoryTrail(id, context));
