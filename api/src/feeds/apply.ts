import { inTransaction, type Executor } from '../db/database';
import { searchColumns } from '../db/search-key';
import { idIn, partIds, setPrices } from './delta-batch';
import type { Progress } from './progress';
import type { StagingStore } from './stage';

const PAGE = 500;

interface PartRow {
  _rowid: number;
  number: string;
  name_en: string;
  name_pl: string | null;
  description_en: string | null;
  description_pl: string | null;
  quantity: number;
  picture: string | null;
}

/** Copies pages of a staging query into the shop (the query selects rowid AS _rowid and takes the last rowid as `?`). */
async function copy<T extends { _rowid: number }>(
  store: StagingStore,
  query: string,
  write: (rows: T[]) => Promise<void>,
): Promise<number> {
  let count = 0;
  for (const rows of store.pages<T>(query, PAGE)) {
    await write(rows);
    count += rows.length;
  }
  return count;
}

/** A delta feed: parts added or changed, prices, stock and withdrawn parts, each line setting what it names. */
export async function applyDelta(db: Executor, store: StagingStore, progress: Progress): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await inTransaction(db, async (trx) => {
    const idOf = async (number: string): Promise<number> =>
      (
        await trx
          .selectFrom('products')
          .select('id')
          .where('sku', '=', number)
          .where('product_type', '=', 'SimpleProduct')
          .executeTakeFirstOrThrow()
      ).id;
    if (store.has('parts')) {
      progress.step('delta: parts');
      counts.parts = await copy<PartRow>(store, 'SELECT rowid AS _rowid, * FROM s_parts WHERE rowid > ? ORDER BY rowid', async (rows) => {
        for (const r of rows) {
          const texts = {
            name: r.name_en,
            name_pl: r.name_pl,
            full_description: r.description_en ?? '',
            full_description_pl: r.description_pl,
            ...searchColumns(r.name_en, r.name_pl),
            // a part in a delta's parts.csv is in the catalogue (again)
            withdrawn: 0,
          };
          const existing = await trx.selectFrom('products').select('id').where('sku', '=', r.number).executeTakeFirst();
          const id = existing
            ? (await trx.updateTable('products').set(texts).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
            : (
                await trx
                  .insertInto('products')
                  .values({ sku: r.number, product_type: 'SimpleProduct', price: 0, ...texts })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
          await trx.deleteFrom('product_attributes').where('product_id', '=', id).where('name', '=', 'Quantity').execute();
          await trx
            .insertInto('product_attributes')
            .values({
              product_id: id,
              name: 'Quantity',
              name_pl: 'Ilość',
              value: String(r.quantity),
              value_pl: String(r.quantity),
              display_order: 0,
            })
            .execute();
        }
      });
    }
    if (store.has('prices')) {
      progress.step('delta: prices');
      counts.prices = await copy<{ _rowid: number; number: string; price_gross: number }>(
        store,
        'SELECT rowid AS _rowid, number, price_gross FROM s_prices WHERE rowid > ? ORDER BY rowid',
        (rows) => setPrices(trx, rows),
      );
    }
    if (store.has('stock')) {
      progress.step('delta: stock');
      counts.stock = await copy<{ _rowid: number; number: string; warehouse: number; quantity: number }>(
        store,
        'SELECT rowid AS _rowid, * FROM s_stock WHERE rowid > ? ORDER BY rowid',
        async (rows) => {
          const ids = await partIds(
            trx,
            rows.map((r) => r.number),
          );
          const values = rows.map((r) => ({ product_id: idIn(ids, r.number), warehouse_id: r.warehouse, quantity: r.quantity }));
          await trx
            .insertInto('warehouse_stock')
            .values(values)
            .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })))
            .execute();
        },
      );
    }
    if (store.present.has('lead_times')) {
      progress.step('delta: delivery lead times');
      counts.lead_times = await copy<{ _rowid: number; warehouse: number; branch: number; working_days: number }>(
        store,
        'SELECT rowid AS _rowid, * FROM s_lead_times WHERE rowid > ? ORDER BY rowid',
        async (rows) => {
          await trx
            .insertInto('delivery_lead_times')
            .values(rows.map((r) => ({ warehouse_id: r.warehouse, branch_warehouse_id: r.branch, working_days: r.working_days })))
            .onConflict((oc) =>
              oc.columns(['branch_warehouse_id', 'warehouse_id']).doUpdateSet((eb) => ({ working_days: eb.ref('excluded.working_days') })),
            )
            .execute();
        },
      );
    }
    if (store.has('withdrawn')) {
      progress.step('delta: withdrawn parts');
      // withdrawn: on no board, no stock, replaced by the part named (the demo's old part numbers are such parts)
      counts.withdrawn = await copy<{ _rowid: number; number: string; replacement: string | null }>(
        store,
        'SELECT rowid AS _rowid, * FROM s_withdrawn WHERE rowid > ? ORDER BY rowid',
        async (rows) => {
          for (const r of rows) {
            const id = await idOf(r.number);
            await trx.updateTable('products').set({ withdrawn: 1 }).where('id', '=', id).execute();
            await trx.deleteFrom('board_parts').where('product_id', '=', id).execute();
            await trx.deleteFrom('warehouse_stock').where('product_id', '=', id).execute();
            if (r.replacement) {
              await trx.deleteFrom('product_supersessions').where('product_id', '=', id).execute();
              await trx
                .insertInto('product_supersessions')
                .values({ product_id: id, replacement_id: await idOf(r.replacement), quantity: 1, display_order: 0 })
                .execute();
            }
          }
        },
      );
    }
  });
  return counts;
}
