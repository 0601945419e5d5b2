import { sql, type Transaction } from 'kysely';
import { dialectOf, inTransaction, type Executor } from '../db/database';
import type { Database } from '../db/schema';
import { searchColumns } from '../db/search-key';
import { restartIdentities } from '../demo/rows';
import type { Progress } from './progress';
import type { StagingStore } from './stage';

type Trx = Transaction<Database>;
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

interface BoardRow {
  _rowid: number;
  number: string;
  category: string;
  serie: string | null;
  title_en: string;
  title_pl: string | null;
  description_en: string | null;
  description_pl: string | null;
  diagram_title_en: string | null;
  diagram_title_pl: string | null;
  retrofit: number | null;
}

/** Gives every part and board of a full feed its id: the shop's id of its number, else a new one after the shop's largest. */
function assignProductIds(store: StagingStore): void {
  store.db.exec(`
    CREATE TABLE product_ids (number TEXT COLLATE NOCASE PRIMARY KEY, id INTEGER);
    INSERT INTO product_ids (number, id) SELECT p.number, s.id FROM s_parts p LEFT JOIN shop_products s ON s.sku = p.number ORDER BY p.rowid;
    INSERT INTO product_ids (number, id) SELECT b.number, s.id FROM s_boards b LEFT JOIN shop_products s ON s.sku = b.number ORDER BY b.rowid;
    CREATE TABLE new_ids AS SELECT number, ROW_NUMBER() OVER (ORDER BY rowid) AS n FROM product_ids WHERE id IS NULL;
    CREATE UNIQUE INDEX new_ids_number ON new_ids (number);
    UPDATE product_ids SET id = (SELECT COALESCE(MAX(id), 0) FROM shop_products) + (SELECT n FROM new_ids WHERE new_ids.number = product_ids.number) WHERE id IS NULL;
    CREATE UNIQUE INDEX product_ids_id ON product_ids (id);
  `);
}

const idsOf = (store: StagingStore, table: string, key: string): Map<string, number> => {
  const map = new Map<string, number>();
  if (!store.has(table)) return map;
  for (const row of store.all<{ key: string; id: number }>(`SELECT "${key}" AS key, rowid AS id FROM s_${table}`))
    map.set(row.key.toLowerCase(), row.id);
  return map;
};

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

/** The parts a dealer's cart, list or order names. */
const referenced = (trx: Trx) =>
  trx
    .selectFrom('cart_items')
    .select('product_id')
    .union(trx.selectFrom('shopping_list_items').select('product_id'))
    .union(trx.selectFrom('order_items').select('product_id'));

/**
 * A full feed into the shop in one transaction: every catalogue table becomes the feed's. Parts
 * and boards keep their ids by number; pictures, categories and diagrams are numbered in the
 * feed's order; a part the feed no longer has stays only when a cart, list or order names it.
 */
export async function applyFull(db: Executor, store: StagingStore, progress: Progress): Promise<Record<string, number>> {
  assignProductIds(store);
  const pictureIds = idsOf(store, 'pictures', 'key');
  const categoryIds = idsOf(store, 'categories', 'key');
  const productIds = new Map<string, number>();
  const productId = (number: string): number => {
    const id = productIds.get(number.toLowerCase());
    if (id !== undefined) return id;
    const row = store.all<{ id: number }>('SELECT id FROM product_ids WHERE number = ?', [number])[0];
    if (!row) throw new Error(`feed: no id for ${number}`);
    return row.id;
  };
  const shopModels = new Map(
    store
      .all<{ serie: string; code: string; id: number }>('SELECT serie, code, id FROM shop_models')
      .map((m) => [`${m.serie}\n${m.code}`.toLowerCase(), m.id]),
  );
  const shopEngines = new Map(
    store.all<{ code: string; id: number }>('SELECT code, id FROM shop_engines').map((m) => [m.code.toLowerCase(), m.id]),
  );
  const shopEquipment = new Map(
    store.all<{ code: string; id: number }>('SELECT code, id FROM shop_equipment').map((m) => [m.code.toLowerCase(), m.id]),
  );
  const boardSeries = new Map(
    store
      .all<{ number: string; serie: string | null; id: number }>('SELECT number, serie, rowid AS id FROM s_boards')
      .map((b) => [b.number.toLowerCase(), b]),
  );
  const counts: Record<string, number> = {};

  await inTransaction(db, async (trx) => {
    progress.step('full: clearing board parts, hotspots, links, supersessions and stock');
    for (const table of ['board_parts', 'hotspots', 'product_links', 'product_supersessions', 'warehouse_stock'] as const)
      await trx.deleteFrom(table).execute();

    counts.pictures = await copy<{ _rowid: number; title_en: string; title_pl: string | null; shape: string }>(
      store,
      'SELECT rowid AS _rowid, title_en, title_pl, shape FROM s_pictures WHERE rowid > ? ORDER BY rowid',
      async (rows) => {
        await trx
          .insertInto('pictures')
          .values(rows.map((r) => ({ id: r._rowid, title: r.title_en, title_pl: r.title_pl, shape: r.shape })))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              title: eb.ref('excluded.title'),
              title_pl: eb.ref('excluded.title_pl'),
              shape: eb.ref('excluded.shape'),
            })),
          )
          .execute();
      },
    );

    counts.categories = await copy<{
      _rowid: number;
      parent: string | null;
      vehicle_category: string;
      name_en: string;
      name_pl: string | null;
      picture: string | null;
      display_order: number | null;
    }>(
      store,
      'SELECT rowid AS _rowid, parent, vehicle_category, name_en, name_pl, picture, display_order FROM s_categories WHERE rowid > ? ORDER BY rowid',
      async (rows) => {
        await trx
          .insertInto('categories')
          .values(
            rows.map((r) => ({
              id: r._rowid,
              parent_id: r.parent ? (categoryIds.get(r.parent.toLowerCase()) ?? 0) : 0,
              category: r.vehicle_category,
              name: r.name_en,
              name_pl: r.name_pl,
              picture_id: r.picture ? (pictureIds.get(r.picture.toLowerCase()) ?? null) : null,
              display_order: r.display_order ?? 0,
            })),
          )
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              parent_id: eb.ref('excluded.parent_id'),
              category: eb.ref('excluded.category'),
              name: eb.ref('excluded.name'),
              name_pl: eb.ref('excluded.name_pl'),
              picture_id: eb.ref('excluded.picture_id'),
              display_order: eb.ref('excluded.display_order'),
            })),
          )
          .execute();
      },
    );

    counts.diagrams = await copy<BoardRow>(
      store,
      'SELECT rowid AS _rowid, * FROM s_boards WHERE rowid > ? ORDER BY rowid',
      async (rows) => {
        await trx
          .insertInto('diagrams')
          .values(rows.map((r) => ({ id: r._rowid, title: r.diagram_title_en ?? r.title_en, title_pl: r.diagram_title_pl ?? r.title_pl })))
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({ title: eb.ref('excluded.title'), title_pl: eb.ref('excluded.title_pl') })),
          )
          .execute();
      },
    );

    progress.step('full: parts');
    counts.parts = await copy<PartRow & { id: number; price_gross: number | null }>(
      store,
      `SELECT p.rowid AS _rowid, p.*, i.id, pr.price_gross FROM s_parts p JOIN product_ids i ON i.number = p.number LEFT JOIN s_prices pr ON pr.number = p.number WHERE p.rowid > ? ORDER BY p.rowid`,
      async (rows) => {
        await upsertProducts(
          trx,
          rows.map((r) => ({
            id: r.id,
            sku: r.number,
            name: r.name_en,
            name_pl: r.name_pl,
            product_type: 'SimpleProduct' as const,
            full_description: r.description_en ?? '',
            full_description_pl: r.description_pl,
            price: r.price_gross ?? 0,
            picture_id: r.picture ? (pictureIds.get(r.picture.toLowerCase()) ?? null) : null,
            category_id: null,
            diagram_id: null,
            retrofit: 0,
            serie_code: null,
          })),
        );
        await trx
          .deleteFrom('product_attributes')
          .where(
            'product_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        await trx
          .insertInto('product_attributes')
          .values(
            rows.map((r) => ({
              product_id: r.id,
              name: 'Quantity',
              name_pl: 'Ilość',
              value: String(r.quantity),
              value_pl: String(r.quantity),
              display_order: 0,
            })),
          )
          .execute();
      },
    );
    progress.step('full: boards');
    counts.boards = await copy<BoardRow & { id: number }>(
      store,
      'SELECT b.rowid AS _rowid, b.*, i.id FROM s_boards b JOIN product_ids i ON i.number = b.number WHERE b.rowid > ? ORDER BY b.rowid',
      async (rows) => {
        await upsertProducts(
          trx,
          rows.map((r) => ({
            id: r.id,
            sku: r.number,
            name: r.title_en,
            name_pl: r.title_pl,
            product_type: 'GroupedProduct' as const,
            full_description: r.description_en ?? '',
            full_description_pl: r.description_pl,
            price: 0,
            picture_id: null,
            category_id: categoryIds.get(r.category.toLowerCase()) ?? null,
            diagram_id: r._rowid,
            retrofit: r.retrofit ?? 0,
            serie_code: r.serie,
          })),
        );
        await trx
          .deleteFrom('product_attributes')
          .where(
            'product_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      },
    );

    progress.step('full: parts no longer in the catalogue');
    counts.removed = 0;
    counts.kept = 0;
    for (const rows of store.pages<{ _rowid: number; id: number }>(
      'SELECT s.rowid AS _rowid, s.id FROM shop_products s LEFT JOIN product_ids i ON i.id = s.id WHERE i.id IS NULL AND s.rowid > ? ORDER BY s.rowid',
      PAGE,
    )) {
      const ids = rows.map((r) => r.id);
      const kept = new Set(
        (await trx.selectFrom('products').select('id').where('id', 'in', ids).where('id', 'in', referenced(trx)).execute()).map(
          (r) => r.id,
        ),
      );
      const gone = ids.filter((id) => !kept.has(id));
      if (kept.size > 0) {
        // named by a cart, list or order: stays, on no board and in no category
        await trx
          .updateTable('products')
          .set({
            category_id: null,
            diagram_id: null,
            picture_id: sql`CASE WHEN picture_id > ${pictureIds.size} THEN NULL ELSE picture_id END`,
          })
          .where('id', 'in', [...kept])
          .execute();
      }
      if (gone.length > 0) {
        await trx.deleteFrom('product_attributes').where('product_id', 'in', gone).execute();
        await trx.deleteFrom('products').where('id', 'in', gone).execute();
      }
      counts.removed += gone.length;
      counts.kept += kept.size;
    }
    await trx.deleteFrom('diagrams').where('id', '>', boardSeries.size).execute();
    await trx.deleteFrom('categories').where('id', '>', categoryIds.size).execute();
    await trx.updateTable('products').set({ picture_id: null }).where('picture_id', '>', pictureIds.size).execute();
    await trx.deleteFrom('pictures').where('id', '>', pictureIds.size).execute();

    progress.step('full: attributes, board parts, hotspots, links, supersessions, stock');
    if (store.has('part_attributes')) {
      counts.attributes = await copy<{
        _rowid: number;
        number: string;
        name_en: string;
        name_pl: string | null;
        value_en: string;
        value_pl: string | null;
        display_order: number | null;
      }>(store, 'SELECT rowid AS _rowid, * FROM s_part_attributes WHERE rowid > ? ORDER BY rowid', async (rows) => {
        await trx
          .insertInto('product_attributes')
          .values(
            rows.map((r) => ({
              product_id: productId(r.number),
              name: r.name_en,
              name_pl: r.name_pl,
              value: r.value_en,
              value_pl: r.value_pl,
              display_order: r.display_order ?? r._rowid,
            })),
          )
          .execute();
      });
    }
    counts.board_parts = await copy<{
      _rowid: number;
      board: string;
      position: string;
      part: string;
      quantity: number;
      comment_before_en: string | null;
      comment_before_pl: string | null;
      comment_after_en: string | null;
      comment_after_pl: string | null;
      model: string | null;
      engine: string | null;
      equipment: string | null;
      equipment_required: number | null;
      display_order: number | null;
      board_id: number;
      part_id: number;
    }>(
      store,
      `SELECT bp.rowid AS _rowid, bp.*, b.id AS board_id, p.id AS part_id FROM s_board_parts bp
        JOIN product_ids b ON b.number = bp.board JOIN product_ids p ON p.number = bp.part WHERE bp.rowid > ? ORDER BY bp.rowid`,
      async (rows) => {
        await trx
          .insertInto('board_parts')
          .values(
            rows.map((r) => {
              const board = boardSeries.get(r.board.toLowerCase());
              return {
                board_id: r.board_id,
                product_id: r.part_id,
                position: r.position,
                quantity: r.quantity,
                comment_before: r.comment_before_en,
                comment_before_pl: r.comment_before_pl,
                comment_after: r.comment_after_en,
                comment_after_pl: r.comment_after_pl,
                model_id: r.model ? (shopModels.get(`${board?.serie ?? ''}\n${r.model}`.toLowerCase()) ?? null) : null,
                engine_id: r.engine ? (shopEngines.get(r.engine.toLowerCase()) ?? null) : null,
                equipment_id: r.equipment ? (shopEquipment.get(r.equipment.toLowerCase()) ?? null) : null,
                equipment_required: r.equipment_required ?? 1,
                display_order: r.display_order ?? r._rowid,
              };
            }),
          )
          .execute();
      },
    );
    counts.hotspots = await copy<{ _rowid: number; board: string; position: string; x1: number; y1: number; x2: number; y2: number }>(
      store,
      'SELECT rowid AS _rowid, * FROM s_hotspots WHERE rowid > ? ORDER BY rowid',
      async (rows) => {
        await trx
          .insertInto('hotspots')
          .values(
            rows.map((r) => ({
              diagram_id: boardSeries.get(r.board.toLowerCase())?.id ?? 0,
              position: r.position,
              x1: r.x1,
              y1: r.y1,
              x2: r.x2,
              y2: r.y2,
            })),
          )
          .execute();
      },
    );
    if (store.has('part_links')) {
      counts.links = await copy<{ _rowid: number; part: string; kind: string; linked_part: string; quantity: number | null }>(
        store,
        'SELECT rowid AS _rowid, * FROM s_part_links WHERE rowid > ? ORDER BY rowid',
        async (rows) => {
          await trx
            .insertInto('product_links')
            .values(
              rows.map((r) => ({
                product_id: productId(r.part),
                kind: r.kind,
                linked_product_id: productId(r.linked_part),
                quantity: r.quantity ?? 1,
              })),
            )
            .execute();
        },
      );
    }
    if (store.has('supersessions')) {
      counts.supersessions = await copy<{
        _rowid: number;
        part: string;
        replacement: string;
        quantity: number | null;
        display_order: number | null;
      }>(store, 'SELECT rowid AS _rowid, * FROM s_supersessions WHERE rowid > ? ORDER BY rowid', async (rows) => {
        await trx
          .insertInto('product_supersessions')
          .values(
            rows.map((r) => ({
              product_id: productId(r.part),
              replacement_id: productId(r.replacement),
              quantity: r.quantity ?? 1,
              display_order: r.display_order ?? r._rowid,
            })),
          )
          .execute();
      });
    }
    if (store.has('stock')) {
      counts.stock = await copy<{ _rowid: number; id: number; warehouse: number; quantity: number }>(
        store,
        'SELECT s.rowid AS _rowid, s.*, i.id FROM s_stock s JOIN product_ids i ON i.number = s.number WHERE s.rowid > ? ORDER BY s.rowid',
        async (rows) => {
          await trx
            .insertInto('warehouse_stock')
            .values(rows.map((r) => ({ product_id: r.id, warehouse_id: r.warehouse, quantity: r.quantity })))
            .execute();
        },
      );
    }
    if (dialectOf(db) === 'postgres') await restartIdentities(trx);
  });
  if (dialectOf(db) === 'postgres') await sql`ANALYZE`.execute(db);
  return counts;
}

interface ProductValues {
  id?: number;
  sku: string;
  name: string;
  name_pl: string | null;
  product_type: 'SimpleProduct' | 'GroupedProduct';
  full_description: string;
  full_description_pl: string | null;
  price: number;
  picture_id: number | null;
  category_id: number | null;
  diagram_id: number | null;
  retrofit: number;
  serie_code: string | null;
}

/**
 * Writes parts or boards by id: an UPDATE of each the shop has, one INSERT of the new ones (not an
 * upsert: SQLite runs the part-name triggers of an upsert under its conflict clause, which the
 * triggers' INSERT OR IGNORE cannot then keep).
 */
async function upsertProducts(trx: Trx, rows: ProductValues[]): Promise<void> {
  const ids = rows.map((row) => row.id).filter((id): id is number => id !== undefined);
  const existing = new Set((await trx.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((row) => row.id));
  const fresh = [];
  for (const row of rows) {
    const values = { ...row, ...searchColumns(row.name, row.name_pl) };
    if (row.id !== undefined && existing.has(row.id)) {
      const { product_type, search_name, search_name_pl, search_stems, search_stems_pl, ...rest } = values;
      await trx.updateTable('products').set(rest).where('id', '=', row.id).execute();
      // the type and search columns only when they change: writing them runs the part-name triggers
      await trx
        .updateTable('products')
        .set({ product_type, search_name, search_name_pl, search_stems, search_stems_pl })
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('product_type', '<>', product_type),
            eb('search_name', 'is distinct from', search_name),
            eb('search_name_pl', 'is distinct from', search_name_pl),
            eb('search_stems', 'is distinct from', search_stems),
            eb('search_stems_pl', 'is distinct from', search_stems_pl),
          ]),
        )
        .execute();
    } else fresh.push(values);
  }
  if (fresh.length > 0) await trx.insertInto('products').values(fresh).execute();
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
        async (rows) => {
          for (const r of rows)
            await trx
              .updateTable('products')
              .set({ price: r.price_gross })
              .where('sku', '=', r.number)
              .where('product_type', '=', 'SimpleProduct')
              .execute();
        },
      );
    }
    if (store.has('stock')) {
      progress.step('delta: stock');
      counts.stock = await copy<{ _rowid: number; number: string; warehouse: number; quantity: number }>(
        store,
        'SELECT rowid AS _rowid, * FROM s_stock WHERE rowid > ? ORDER BY rowid',
        async (rows) => {
          const values: { product_id: number; warehouse_id: number; quantity: number }[] = [];
          for (const r of rows) values.push({ product_id: await idOf(r.number), warehouse_id: r.warehouse, quantity: r.quantity });
          await trx
            .insertInto('warehouse_stock')
            .values(values)
            .onConflict((oc) => oc.columns(['product_id', 'warehouse_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })))
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
