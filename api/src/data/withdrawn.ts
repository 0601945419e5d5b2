import type { Withdrawn } from '@parts/contract/cart';
import type { Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';

/**
 * Of the parts asked for, those a catalogue feed withdrew (products.withdrawn), each with the part
 * the feed names as its replacement (the first of its supersessions; null without one).
 */
export async function withdrawnParts(db: Executor, productIds: readonly number[], language: Language): Promise<Map<number, Withdrawn>> {
  const found = new Map<number, Withdrawn>();
  if (productIds.length === 0) return found;
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_supersessions as s', 's.product_id', 'p.id')
    .leftJoin('products as r', 'r.id', 's.replacement_id')
    .select(['p.id', 'r.id as replacement_id', 'r.sku as replacement_sku', localized(language, 'r.name').as('replacement_name')])
    .where('p.id', 'in', [...new Set(productIds)])
    .where('p.withdrawn', '=', 1)
    .orderBy('p.id')
    .orderBy('s.display_order')
    .execute();
  for (const row of rows) {
    if (found.has(row.id)) continue;
    found.set(row.id, {
      ReplacedBy:
        row.replacement_id === null || row.replacement_sku === null
          ? null
          : { Id: row.replacement_id, Sku: row.replacement_sku, Name: row.replacement_name ?? row.replacement_sku },
    });
  }
  return found;
}
