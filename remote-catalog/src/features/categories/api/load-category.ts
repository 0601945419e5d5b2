import { CategorySchema } from '@parts/contract/catalogue';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, keyed, declareQuery, type FetchContext } from '@parts/shared-kernel/query';
import type { Category } from '../category-schemas';

/** GET /api/Category('{id}'): one category (its name and parent). */
export function loadCategory(id: number | string, context?: FetchContext): Promise<Category> {
  return http.get(`/api/Category('${encodeURIComponent(String(id))}')`, { schema: CategorySchema, ...context });
}

/** The query's key prefix and the calls it sends (the table of calls says what they read). */
export const CATEGORY = declareQuery(['catalog', 'category'], ['GET /api/:lookup']);

export const categoryQuery = (locale: Locale, id: number | string) =>
  apiQuery(keyed(CATEGORY, { id: String(id) }), locale, (context) => loadCategory(id, context));
