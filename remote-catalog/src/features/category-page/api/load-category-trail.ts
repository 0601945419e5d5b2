import type { Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
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

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CATEGORY_TRAIL = declareQuery(['catalog', 'category-trail'], ['GET /api/:lookup']);

export const categoryTrailQuery = (locale: Locale, id: string) =>
  apiQuery(keyed(CATEGORY_TRAIL, { id }), locale, (context) => loadCategoryTrail(id, context));
