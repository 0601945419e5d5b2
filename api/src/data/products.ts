import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { ProductsTable, WarehousesTable, WarehouseStockTable } from '../db/schema';
import { leadingNumber, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';
import { availableQuantity } from './stock-reservations';

/** The catalogue's products (parts and boards), their stock, attributes, links and board positions. */
const selectProducts = (db: Executor, language: Language) =>
  db
    .selectFrom('products')
    .select([
      'id',
      'sku',
      localized(language, 'name').as('name'),
      'product_type',
      localized(language, 'full_description').as('full_description'),
      'price',
      'picture_id',
      'category_id',
      'diagram_id',
      'retrofit',
      'serie_code',
    ]);

export type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['executeTakeFirstOrThrow']>>;

/** A product by id or by SKU (compared without case: COLLATE NOCASE, CITEXT). */
export async function findProduct(db: Executor, by: { id: number } | { sku: string }, language: Language): Promise<ProductRow | undefined> {
  const query = selectProducts(db, language);
  return ('id' in by ? query.where('id', '=', by.id) : query.where('sku', '=', by.sku.trim())).executeTakeFirst();
}

/** Products by id (those found, in no particular order): a board's parts in one query. */
export async function findProducts(db: Executor, ids: readonly number[], language: Language): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return selectProducts(db, language).where('id', 'in', ids).execute();
}

/** The stock per warehouse of several parts (less what orders reserve), by part then warehouse. */
export async function stockRowsOf(db: Executor, productIds: readonly number[], language: Language) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('warehouse_stock as s')
    .innerJoin('warehouses as w', 'w.id', 's.warehouse_id')
    .select(['s.product_id', 's.warehouse_id', localized(language, 'w.name').as('name'), availableQuantity('s').as('quantity')])
    .where('s.product_id', 'in', productIds)
    .orderBy('s.product_id')
    .orderBy('s.warehouse_id')
    .execute();
}

/** The attributes of several products, by product then display order. */
export async function attributeRowsOf(db: Executor, productIds: readonly number[], language: Language) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_attributes')
    .select(['product_id', localized(language, 'name').as('name'), localized(language, 'value').as('value')])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('display_order')
    .execute();
}

/** The bundles, repair kits and fitting parts linked to several products, by product, kind and the linked part's number. */
export async function linkedProductRowsOf(db: Executor, productIds: readonly number[], language: Language) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_links as l')
    .innerJoin('products as p', 'p.id', 'l.linked_product_id')
    .select(['l.product_id', 'l.kind', 'p.id', 'p.sku', localized(language, 'p.name').as('name'), 'l.quantity'])
    .where('l.product_id', 'in', productIds)
    .orderBy('l.product_id')
    .orderBy('l.kind')
    .orderBy('p.sku')
    .execute();
}

/** A part with one of its warehouses' stock (warehouse fields null when it has none). */
export interface PartStockRow extends Pick<Selectable<ProductsTable>, 'id' | 'sku' | 'name' | 'price'> {
  warehouse_id: Selectable<WarehousesTable>['id'] | null;
  warehouse_name: Selectable<WarehousesTable>['name'] | null;
  quantity: Selectable<WarehouseStockTable>['quantity'] | null;
}

/** At most this many part numbers in one stock query (the route caps its list lower). */
const PART_STOCK_LIMIT = 500;

const selectPartStock = (language: Language, skus: RawBuilder<unknown>) =>
  sql<PartStockRow>`SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, p.price, w.id AS warehouse_id,
       ${localized(language, 'w.name')} AS warehouse_name, ${availableQuantity('s')} AS quantity
     FROM products p
     LEFT JOIN warehouse_stock s ON s.product_id = p.id
     LEFT JOIN warehouses w ON w.id = s.warehouse_id
     WHERE p.product_type = 'SimpleProduct' AND p.sku IN (${skus})
     ORDER BY p.id, w.id`;

/** The single ProductStock (one part number, a hot path): compiled once per language. */
const PART_STOCK_OF_ONE = perLanguage((language) =>
  prepared<{ sku: string }, PartStockRow>((_db, params) => selectPartStock(language, sql`${params.sku}`)),
);

/** Parts (simple products) by part number with their stock per warehouse, in one query for any number of parts. */
export async function partStockRows(db: Executor, skus: readonly string[], language: Language): Promise<PartStockRow[]> {
  const wanted = skus.slice(0, PART_STOCK_LIMIT);
  if (wanted.length === 0) return [];
  if (wanted.length === 1) return PART_STOCK_OF_ONE[language].all(db, { sku: wanted[0] ?? '' });
  return rowsOf(db, selectPartStock(language, sql.join(wanted)));
}

const SELECT_BOARD_ITEM = (language: Language) => sql`
  SELECT b.id, ${localized(language, 'b.name')} AS name, b.sku, b.diagram_id, b.retrofit, b.serie_code FROM products b`;

/** A board (grouped product): boards always have a diagram. */
export interface BoardRow extends Pick<Selectable<ProductsTable>, 'id' | 'name' | 'sku' | 'retrofit' | 'serie_code'> {
  diagram_id: NonNullable<Selectable<ProductsTable>['diagram_id']>;
}

/** Boards filed in a category (and its sub-categories when `withSubCategories`), of a serie and generic. */
export async function categoryBoardRows(
  db: Executor,
  categoryId: number,
  withSubCategories: boolean,
  serie: string | undefined,
  language: Language,
): Promise<BoardRow[]> {
  const ofSerie = serie === undefined ? sql`` : sql`AND (b.serie_code IS NULL OR b.serie_code = ${serie})`;
  return rowsOf(
    db,
    sql<BoardRow>`WITH RECURSIVE tree(id) AS (
       SELECT CAST(${categoryId} AS INTEGER) UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE ${withSubCategories ? 1 : 0} = 1)
     ${SELECT_BOARD_ITEM(language)}
     WHERE b.product_type = 'GroupedProduct' AND b.category_id IN (SELECT id FROM tree) ${ofSerie}
     ORDER BY b.category_id, b.retrofit, b.serie_code IS NULL, b.serie_code, name`,
  );
}

/** Boards that draw a part, with its position on each. */
export async function boardRowsWithPart(db: Executor, productId: number, serie: string | undefined, language: Language) {
  const ofSerie = serie === undefined ? sql`` : sql`AND (b.serie_code IS NULL OR b.serie_code = ${serie})`;
  return rowsOf(
    db,
    sql<
      BoardRow & { position: string }
    >`SELECT b.id, ${localized(language, 'b.name')} AS name, b.sku, b.diagram_id, b.retrofit, b.serie_code, bp.position
     FROM products b JOIN board_parts bp ON bp.board_id = b.id
     WHERE bp.product_id = ${productId} ${ofSerie}
     ORDER BY b.serie_code IS NULL, b.serie_code, name, ${leadingNumber(db, 'bp.position')}`,
  );
}

export interface BoardPartRow {
  product_id: number;
  position: string;
  quantity: number;
  comment_before: string | null;
  comment_after: string | null;
  model_id: number | null;
  model_name: string | null;
  engine_id: number | null;
  engine_name: string | null;
  equipment_id: number | null;
  equipment_code: string | null;
  equipment_name: string | null;
  equipment_required: number;
}

export async function boardParts(db: Executor, boardId: number, language: Language): Promise<BoardPartRow[]> {
  return rowsOf(
    db,
    sql<BoardPartRow>`SELECT bp.product_id, bp.position, bp.quantity, ${localized(language, 'bp.comment_before')} AS comment_before,
            ${localized(language, 'bp.comment_after')} AS comment_after, bp.model_id, m.name AS model_name,
            bp.engine_id, ${localized(language, 'e.name')} AS engine_name, bp.equipment_id, q.code AS equipment_code,
            ${localized(language, 'q.name')} AS equipment_name, bp.equipment_required
     FROM board_parts bp LEFT JOIN models m ON m.id = bp.model_id LEFT JOIN engines e ON e.id = bp.engine_id
     LEFT JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ${boardId} ORDER BY bp.display_order`,
  );
}

export async function serieName(db: Executor, serieCode: string, language: Language): Promise<string | undefined> {
  return (await db.selectFrom('series').select(localized(language, 'name').as('name')).where('code', '=', serieCode).executeTakeFirst())
    ?.name;
}

/** The equipment a board's parts depend on. */
export async function boardEquipmentRows(db: Executor, boardId: number, language: Language) {
  return rowsOf(
    db,
    sql<{ id: number; code: string; name: string; purpose: string }>`SELECT DISTINCT q.id, q.code, ${localized(language, 'q.name')} AS name,
       ${localized(language, 'q.purpose')} AS purpose
     FROM board_parts bp JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ${boardId} ORDER BY q.code`,
  );
}
