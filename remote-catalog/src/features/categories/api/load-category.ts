import type * as v from 'valibot';
import { http } from '@parts/shared-kernel';
import { CategorySchema, type Category } from '../category-schemas';

/** GET /api/Category('{id}'): one category (its name and parent). */
export function loadCategory(id: number | string, signal?: AbortSignal): Promise<Category> {
  return http.get(`/api/Category('${encodeURIComponent(String(id))}')`, {
    schema: CategorySchema as v.GenericSchema<unknown, Category>,
    ...(signal ? { signal } : {}),
  });
}
