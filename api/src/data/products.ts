import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** The catalogue's products (parts and boards), their stock, attributes, links and board positions. */
export interface ProductRow {
  id: number;
  sku: string;
  name: string;
  product_type: 'SimpleProduct' | 'GroupedProduct';
  full_description: string;
  price: number;
  picture_id: number | null;
  category_id: number | null;
  diagram_id: number | null;
  retrofit: number;
  serie_code: string | null;
}

const SELECT_PRODUCT = (language: Language) =>
  `SELECT id, sku, ${localized(language, 'name')} AS name, product_type, ${localized(language, 'full_description')} AS full_description,
     price, picture_id, category_id, diagram_id, retrofit, serie_code FROM products`;
const SELECT_PRODUCT_BY_ID = perLanguage((language) => `${SELECT_PRODUCT(language)} WHERE id = ?`);
const SELECT_PRODUCT_BY_SKU = perLanguage((language) => `${SELECT_PRODUCT(language)} WHERE sku = ?`);

export function findProduct(sql: Sql, by: { id: number } | { sku: string }, language: Language): ProductRow | undefined {
  return 'id' in by
    ? sql.one<ProductRow>(SELECT_PRODUCT_BY_ID[language], [by.id])
    : sql.one<ProductRow>(SELECT_PRODUCT_BY_SKU[language], [by.sku.trim()]);
}

/** A part's stock per warehouse. */
const SELECT_STOCK = perLanguage(
  (language) => `SELECT s.warehouse_id, ${localized(language, 'w.name')} AS name, s.quantity
     FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.product_id = ? ORDER BY s.warehouse_id`,
);

export function stockRows(sql: Sql, productId: number, language: Language) {
  return sql.all<{ warehouse_id: number; name: string; quantity: number }>(SELECT_STOCK[language], [productId]);
}

const SELECT_ATTRIBUTES = perLanguage(
  (language) => `SELECT ${localized(language, 'name')} AS name, ${localized(language, 'value')} AS value
     FROM product_attributes WHERE product_id = ? ORDER BY display_order`,
);

export function attributeRows(sql: Sql, productId: number, language: Language) {
  return sql.all<{ name: string; value: string }>(SELECT_ATTRIBUTES[language], [productId]);
}

/** A part with one of its warehouses' stock (warehouse fields null when it has none). */
export interface PartStockRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  warehouse_id: number | null;
  warehouse_name: string | null;
  quantity: number | null;
}

const SELECT_PART_STOCK = perLanguage(
  (language) => `SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, p.price, w.id AS warehouse_id,
       ${localized(language, 'w.name')} AS warehouse_name, s.quantity
     FROM products p
     LEFT JOIN warehouse_stock s ON s.product_id = p.id
     LEFT JOIN warehouses w ON w.id = s.warehouse_id
     WHERE p.product_type = 'SimpleProduct' AND p.sku IN (SELECT value FROM json_each(?))
     ORDER BY p.id, w.id`,
);

/** Parts (simple products) by part number with their stock per warehouse, in one query for any number of parts. */
export function partStockRows(sql: Sql, skus: readonly string[], language: Language): PartStockRow[] {
  return sql.all<PartStockRow>(SELECT_PART_STOCK[language], [JSON.stringify(skus)]);
}

/** Bundles, repair kits and fitting parts linked to a product. */
const SELECT_LINKED = perLanguage(
  (language) => `SELECT p.id, p.sku, ${localized(language, 'p.name')} AS name, l.quantity
     FROM product_links l JOIN products p ON p.id = l.linked_product_id
     WHERE l.product_id = ? AND l.kind = ? ORDER BY p.sku`,
);

export function linkedProductRows(sql: Sql, productId: number, kind: 'bundle' | 'repair' | 'fit', language: Language) {
  return sql.all<{ id: number; sku: string; name: string; quantity: number }>(SELECT_LINKED[language], [productId, kind]);
}

const SELECT_BOARD_ITEM = (language: Language) => `
  SELECT b.id, ${localized(language, 'b.name')} AS name, b.sku, b.diagram_id, b.retrofit, b.serie_code FROM products b`;

export interface BoardRow {
  id: number;
  name: string;
  sku: string;
  diagram_id: number;
  retrofit: number;
  serie_code: string | null;
}

/** Boards filed in a category (and its sub-categories when `withSubCategories`), of a serie and generic. */
const SELECT_CATEGORY_BOARDS = perLanguage(
  (language) => `WITH RECURSIVE tree(id) AS (
       SELECT @category UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE @deep = 1)
     ${SELECT_BOARD_ITEM(language)}
     WHERE b.product_type = 'GroupedProduct' AND b.category_id IN (SELECT id FROM tree)
       AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
     ORDER BY b.category_id, b.retrofit, b.serie_code IS NULL, b.serie_code, name`,
);

export function categoryBoardRows(
  sql: Sql,
  categoryId: number,
  withSubCategories: boolean,
  serie: string | undefined,
  language: Language,
): BoardRow[] {
  return sql.all<BoardRow>(SELECT_CATEGORY_BOARDS[language], { category: categoryId, deep: withSubCategories ? 1 : 0, serie: serie ?? null });
}

/** Boards that draw a part, with its position on each. */
const SELECT_BOARDS_WITH_PART = perLanguage(
  (language) => `SELECT b.id, ${localized(language, 'b.name')} AS name, b.sku, b.diagram_id, b.retrofit, b.serie_code, bp.position
     FROM products b JOIN board_parts bp ON bp.board_id = b.id
     WHERE bp.product_id = @product AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
     ORDER BY b.serie_code IS NULL, b.serie_code, name, CAST(bp.position AS INTEGER)`,
);

export function boardRowsWithPart(sql: Sql, productId: number, serie: string | undefined, language: Language) {
  return sql.all<BoardRow & { position: string }>(SELECT_BOARDS_WITH_PART[language], { product: productId, serie: serie ?? null });
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
  equipment_required: number;
}

const SELECT_BOARD_PARTS = perLanguage(
  (language) => `SELECT bp.product_id, bp.position, bp.quantity, ${localized(language, 'bp.comment_before')} AS comment_before,
            ${localized(language, 'bp.comment_after')} AS comment_after, bp.model_id, m.name AS model_name,
            bp.engine_id, ${localized(language, 'e.name')} AS engine_name, bp.equipment_id, q.code AS equipment_code, bp.equipment_required
     FROM board_parts bp LEFT JOIN models m ON m.id = bp.model_id LEFT JOIN engines e ON e.id = bp.engine_id
     LEFT JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ? ORDER BY bp.display_order`,
);

export function boardParts(sql: Sql, boardId: number, language: Language): BoardPartRow[] {
  return sql.all<BoardPartRow>(SELECT_BOARD_PARTS[language], [boardId]);
}

const SELECT_SERIE_NAME = perLanguage((language) => `SELECT ${localized(language, 'name')} AS name FROM series WHERE code = ?`);

export function serieName(sql: Sql, serieCode: string, language: Language): string | undefined {
  return sql.one<{ name: string }>(SELECT_SERIE_NAME[language], [serieCode])?.name;
}

/** The equipment a board's parts depend on. */
const SELECT_BOARD_EQUIPMENT = perLanguage(
  (language) => `SELECT DISTINCT q.id, q.code, ${localized(language, 'q.name')} AS name, ${localized(language, 'q.purpose')} AS purpose
     FROM board_parts bp JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ? ORDER BY q.code`,
);

export function boardEquipmentRows(sql: Sql, boardId: number, language: Language) {
  return sql.all<{ id: number; code: string; name: string; purpose: string }>(SELECT_BOARD_EQUIPMENT[language], [boardId]);
}
