import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { http, type Locale } from '@parts/shared-kernel';
import { catalogKey } from '../../catalog-query';
import { CategorySchema, type Category } from '../category-schemas';

/** GET /api/Category('{id}'): one category (its name and parent). */
export function loadCategory(id: number | string, signal?: AbortSignal): Promise<Category> {
  return http.get(`/api/Category('${encodeURIComponent(String(id))}')`, {
    schema: CategorySchema as v.GenericSchema<unknown, Category>,
    ...(signal ? { signal } : {}),
  });
}

export const categoryQuery = (locale: Locale, id: number | string) =>
  queryOptions({ queryKey: catalogKey('category', locale, { id: String(id) }), queryFn: ({ signal }) => loadCategory(id, signal) });
