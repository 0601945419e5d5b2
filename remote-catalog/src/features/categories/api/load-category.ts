import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, type FetchContext } from '@parts/shared-kernel/query';
import { CategorySchema, type Category } from '../category-schemas';

/** GET /api/Category('{id}'): one category (its name and parent). */
export function loadCategory(id: number | string, context?: FetchContext): Promise<Category> {
  return http.get(`/api/Category('${encodeURIComponent(String(id))}')`, { schema: CategorySchema, ...context });
}

export const categoryQuery = (locale: Locale, id: number | string) =>
  apiQuery(['catalog', 'category', { id: String(id) }], locale, (context) => loadCategory(id, context));
