import type { Sql } from '../db/sql';

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

export function findProduct(sql: Sql, by: { id: number } | { sku: string }): ProductRow | undefined {
  return 'id' in by
    ? sql.one<ProductRow>('SELECT * FROM products WHERE id = ?', [by.id])
    : sql.one<ProductRow>('SELECT * FROM products WHERE sku = ?', [by.sku.trim()]);
}

/** A part's stock per warehouse. */
export function stockRows(sql: Sql, productId: number) {
  return sql.all<{ warehouse_id: number; name: string; quantity: number }>(
    'SELECT s.warehouse_id, w.name, s.quantity FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.product_id = ? ORDER BY s.warehouse_id',
    [productId],
  );
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

/** Parts (simple products) by part number with their stock per warehouse, in one query for any number of parts. */
export function partStockRows(sql: Sql, skus: readonly string[]): PartStockRow[] {
  return sql.all<PartStockRow>(
    `SELECT p.id, p.sku, p.name, p.price, w.id AS warehouse_id, w.name AS warehouse_name, s.quantity
     FROM products p
     LEFT JOIN warehouse_stock s ON s.product_id = p.id
     LEFT JOIN warehouses w ON w.id = s.warehouse_id
     WHERE p.product_type = 'SimpleProduct' AND p.sku IN (SELECT value FROM json_each(?))
     ORDER BY p.id, w.id`,
    [JSON.stringify(skus)],
  );
}

export function attributeRows(sql: Sql, productId: number) {
  return sql.all<{ name: string; value: string }>(
    'SELECT name, value FROM product_attributes WHERE product_id = ? ORDER BY display_order',
    [productId],
  );
}

/** Bundles, repair kits and fitting parts linked to a product. */
export function linkedProductRows(sql: Sql, productId: number, kind: 'bundle' | 'repair' | 'fit') {
  return sql.all<{ id: number; sku: string; name: string; quantity: number }>(
    `SELECT p.id, p.sku, p.name, l.quantity FROM product_links l JOIN products p ON p.id = l.linked_product_id
     WHERE l.product_id = ? AND l.kind = ? ORDER BY p.sku`,
    [productId, kind],
  );
}

const SELECT_BOARD_ITEM = `
  SELECT b.id, b.name, b.sku, b.diagram_id, b.retrofit, b.serie_code FROM products b`;

export interface BoardRow {
  id: number;
  name: string;
  sku: string;
  diagram_id: number;
  retrofit: number;
  serie_code: string | null;
}

/** Boards filed in a category (and its sub-categories when `withSubCategories`), of a serie and generic. */
export function categoryBoardRows(sql: Sql, categoryId: number, withSubCategories: boolean, serie: string | undefined): BoardRow[] {
  return sql.all<BoardRow>(
    `WITH RECURSIVE tree(id) AS (
       SELECT @category UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE @deep = 1)
     ${SELECT_BOARD_ITEM}
     WHERE b.product_type = 'GroupedProduct' AND b.category_id IN (SELECT id FROM tree)
       AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
     ORDER BY b.category_id, b.retrofit, b.serie_code IS NULL, b.serie_code, b.name`,
    { category: categoryId, deep: withSubCategories ? 1 : 0, serie: serie ?? null },
  );
}

/** Boards that draw a part, with its position on each. */
export function boardRowsWithPart(sql: Sql, productId: number, serie: string | undefined) {
  return sql.all<BoardRow & { position: string }>(
    `SELECT b.id, b.name, b.sku, b.diagram_id, b.retrofit, b.serie_code, bp.position
     FROM products b JOIN board_parts bp ON bp.board_id = b.id
     WHERE bp.product_id = @product AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
     ORDER BY b.serie_code IS NULL, b.serie_code, b.name, CAST(bp.position AS INTEGER)`,
    { product: productId, serie: serie ?? null },
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
  equipment_required: number;
}

export function boardParts(sql: Sql, boardId: number): BoardPartRow[] {
  return sql.all<BoardPartRow>(
    `SELECT bp.product_id, bp.position, bp.quantity, bp.comment_before, bp.comment_after, bp.model_id, m.name AS model_name,
            bp.engine_id, e.name AS engine_name, bp.equipment_id, q.code AS equipment_code, bp.equipment_required
     FROM board_parts bp LEFT JOIN models m ON m.id = bp.model_id LEFT JOIN engines e ON e.id = bp.engine_id
     LEFT JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ? ORDER BY bp.display_order`,
    [boardId],
  );
}

export function serieName(sql: Sql, serieCode: string): string | undefined {
  return sql.one<{ name: string }>('SELECT name FROM series WHERE code = ?', [serieCode])?.name;
}

/** The equipment a board's parts depend on. */
export function boardEquipmentRows(sql: Sql, boardId: number) {
  return sql.all<{ id: number; code: string; name: string; purpose: string }>(
    `SELECT DISTINCT q.id, q.code, q.name, q.purpose FROM board_parts bp JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ? ORDER BY q.code`,
    [boardId],
  );
}
