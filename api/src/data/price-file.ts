import { sql } from 'kysely';
import { availableQuantity } from './stock-reservations';
import { perDialect, type Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** One part of the price file: its number, name, catalogue price, stock over every warehouse and what replaces it. */
export interface PriceFileRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
  withdrawn: number;
  /** The numbers of the parts replacing it, space-separated (a kit has several); null when none. */
  replaced_by: string | null;
}

/** Parts read per query: memory holds one page, whatever the size of the catalogue. */
const PRICE_FILE_PAGE = 1000;

/**
 * Every part (simple product) in part-number order, a page at a time (keyset: the next page starts
 * after the last number read), so that the file is written as it is read on either database.
 */
export async function* priceFilePages(db: Executor, language: Language, pageSize = PRICE_FILE_PAGE): AsyncGenerator<PriceFileRow[]> {
  let after = '';
  for (;;) {
    const page: PriceFileRow[] = await db
      .selectFrom('products as p')
      .select((eb) => [
        'p.id',
        'p.sku',
        localized(language, 'p.name').as('name'),
        'p.price',
        'p.withdrawn',
        eb.fn
          .coalesce(
            eb
              .selectFrom('warehouse_stock as s')
              .select((inner) => inner.fn.sum<number>(availableQuantity('s')).as('total'))
              .whereRef('s.product_id', '=', 'p.id')
              .$asScalar(),
            eb.lit(0),
          )
          .as('stock'),
        perDialect(db, {
          sqlite: sql<string | null>`(SELECT group_concat(n.sku, ' ' ORDER BY r.display_order, n.sku)
            FROM product_supersessions r JOIN products n ON n.id = r.replacement_id WHERE r.product_id = p.id)`,
          postgres: sql<string | null>`(SELECT string_agg(n.sku, ' ' ORDER BY r.display_order, n.sku)
            FROM product_supersessions r JOIN products n ON n.id = r.replacement_id WHERE r.product_id = p.id)`,
        }).as('replaced_by'),
      ])
      .where('p.product_type', '=', 'SimpleProduct')
      .where('p.sku', '>', after)
      .orderBy('p.sku')
      .limit(pageSize)
      .execute();
    if (page.length === 0) return;
    yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]?.sku ?? after;
  }
}
