import type { BoardListItem, CatalogueProduct } from '@parts/contract/catalogue';
import type { Sql } from '../db/sql';
import { diagramUrl, pictureUrl } from '../images/urls';
import { dealerPrice } from './money';
import type { VehicleKeys } from './vehicles';

interface ProductRow {
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

export function warehouseInventory(sql: Sql, productId: number) {
  return sql
    .all<{ warehouse_id: number; name: string; quantity: number }>(
      'SELECT s.warehouse_id, w.name, s.quantity FROM warehouse_stock s JOIN warehouses w ON w.id = s.warehouse_id WHERE s.product_id = ? ORDER BY s.warehouse_id',
      [productId],
    )
    .map((row) => ({ WarehouseId: row.warehouse_id, WarehouseName: row.name, StockQuantity: row.quantity }));
}

function attributes(sql: Sql, productId: number): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const row of sql.all<{ name: string; value: string }>('SELECT name, value FROM product_attributes WHERE product_id = ? ORDER BY display_order', [productId])) {
    (result[row.name] ??= []).push(row.value);
  }
  return result;
}

function linkedProducts(sql: Sql, productId: number, kind: 'bundle' | 'repair' | 'fit') {
  return sql
    .all<{ id: number; sku: string; name: string; quantity: number }>(
      `SELECT p.id, p.sku, p.name, l.quantity FROM product_links l JOIN products p ON p.id = l.linked_product_id
       WHERE l.product_id = ? AND l.kind = ? ORDER BY p.sku`,
      [productId, kind],
    )
    .map((row) => ({ Id: row.id, Sku: row.sku, Name: row.name, Quantity: row.quantity }));
}

/** Where a part sits on a board, and whether it fits the vehicle. */
export interface Placement {
  position: string;
  quantity: number;
  commentBefore: string | null;
  commentAfter: string | null;
  notApplicable: boolean;
}

/** A product as the catalogue shows it, priced for the customer (dealer discount applied). */
export function catalogueProduct(sql: Sql, product: ProductRow, discountPercent: number, placement?: Placement): CatalogueProduct {
  const grouped = product.product_type === 'GroupedProduct';
  const price = dealerPrice(grouped ? 0 : product.price, discountPercent);
  const picture = grouped && product.diagram_id ? diagramUrl(product.diagram_id) : product.picture_id ? pictureUrl(product.picture_id) : undefined;
  return {
    Id: product.id,
    Name: product.name,
    Sku: product.sku,
    ProductType: product.product_type,
    Pictures: picture ? [{ ImageUrl: picture }] : [],
    FullDescription: product.full_description,
    ...price,
    Attributes: attributes(sql, product.id),
    WarehouseInventory: grouped ? [] : warehouseInventory(sql, product.id),
    NotApplicable: placement?.notApplicable ?? false,
    Position: placement?.position ?? null,
    Quantity: placement?.quantity ?? null,
    CommentBefore: placement?.commentBefore ?? null,
    CommentAfter: placement?.commentAfter ?? null,
    ProductBundleList: linkedProducts(sql, product.id, 'bundle'),
    ProductRepairList: linkedProducts(sql, product.id, 'repair'),
    ProductFitList: linkedProducts(sql, product.id, 'fit'),
  };
}

const SELECT_BOARD_ITEM = `
  SELECT b.id, b.name, b.sku, b.diagram_id, b.retrofit, b.serie_code FROM products b`;

interface BoardRow {
  id: number;
  name: string;
  sku: string;
  diagram_id: number;
  retrofit: number;
  serie_code: string | null;
}

const toBoardItem = (row: BoardRow): BoardListItem => ({
  Id: row.id,
  Name: row.serie_code ? row.name : `${row.name} (all vehicles)`,
  Sku: row.sku,
  PictureUrl: diagramUrl(row.diagram_id),
  Retrofit: row.retrofit === 1,
  GrafikId: row.diagram_id,
  VehicleSpecific: row.serie_code !== null,
});

/**
 * Boards of a category: 'GroupedSubCat' those filed in it, 'Grouped' also those of every
 * sub-category. With a serie, only that serie's boards and the generic ones.
 */
export function categoryBoards(sql: Sql, categoryId: number, withSubCategories: boolean, serie: string | undefined): BoardListItem[] {
  return sql
    .all<BoardRow>(
      `WITH RECURSIVE tree(id) AS (
         SELECT @category UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id WHERE @deep = 1)
       ${SELECT_BOARD_ITEM}
       WHERE b.product_type = 'GroupedProduct' AND b.category_id IN (SELECT id FROM tree)
         AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
       ORDER BY b.category_id, b.retrofit, b.serie_code IS NULL, b.serie_code, b.name`,
      { category: categoryId, deep: withSubCategories ? 1 : 0, serie: serie ?? null },
    )
    .map(toBoardItem);
}

/** Boards that draw a part, with its position on each. */
export function boardsWithPart(sql: Sql, productId: number, serie: string | undefined) {
  return sql
    .all<BoardRow & { position: string }>(
      `SELECT b.id, b.name, b.sku, b.diagram_id, b.retrofit, b.serie_code, bp.position
       FROM products b JOIN board_parts bp ON bp.board_id = b.id
       WHERE bp.product_id = @product AND (@serie IS NULL OR b.serie_code IS NULL OR b.serie_code = @serie)
       ORDER BY b.serie_code IS NULL, b.serie_code, b.name, CAST(bp.position AS INTEGER)`,
      { product: productId, serie: serie ?? null },
    )
    .map((row) => ({ ...toBoardItem(row), Position: row.position }));
}

/** What the product page knows about the vehicle when it asks for a board. */
export interface VehicleContext {
  vehicleSpecific: boolean;
  keys: VehicleKeys;
  /** Equipment codes of the vehicle (EquipmentList), when known. */
  equipment: ReadonlySet<string> | undefined;
  /** Equipment condition id -> selected, as the page sends them back. */
  conditions: ReadonlyMap<number, boolean>;
}

interface BoardPartRow {
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

/** Whether a part fits: its model, engine and equipment restrictions against the vehicle. */
function notApplicable(part: BoardPartRow, vehicle: VehicleContext): boolean {
  if (!vehicle.vehicleSpecific) return false;
  if (part.model_id !== null && vehicle.keys.modelId !== undefined && part.model_id !== vehicle.keys.modelId) return true;
  if (part.engine_id !== null && vehicle.keys.engineId !== undefined && part.engine_id !== vehicle.keys.engineId) return true;
  if (part.equipment_id !== null) {
    const has = vehicle.conditions.get(part.equipment_id) ?? (part.equipment_code && vehicle.equipment ? vehicle.equipment.has(part.equipment_code) : undefined);
    if (has !== undefined && has !== (part.equipment_required === 1)) return true;
  }
  return false;
}

function boardParts(sql: Sql, boardId: number): BoardPartRow[] {
  return sql.all<BoardPartRow>(
    `SELECT bp.product_id, bp.position, bp.quantity, bp.comment_before, bp.comment_after, bp.model_id, m.name AS model_name,
            bp.engine_id, e.name AS engine_name, bp.equipment_id, q.code AS equipment_code, bp.equipment_required
     FROM board_parts bp LEFT JOIN models m ON m.id = bp.model_id LEFT JOIN engines e ON e.id = bp.engine_id
     LEFT JOIN equipment q ON q.id = bp.equipment_id
     WHERE bp.board_id = ? ORDER BY bp.display_order`,
    [boardId],
  );
}

/** A board with its parts list, each part priced and checked against the vehicle. */
export function boardDetail(sql: Sql, board: ProductRow, discountPercent: number, vehicle: VehicleContext) {
  const rows = boardParts(sql, board.id).flatMap((part) => {
    const product = findProduct(sql, { id: part.product_id });
    if (!product) return [];
    const placement = {
      position: part.position,
      quantity: part.quantity,
      commentBefore: part.comment_before,
      commentAfter: part.comment_after,
      notApplicable: notApplicable(part, vehicle),
    };
    return [{ part, product: catalogueProduct(sql, product, discountPercent, placement) }];
  });
  const serie = board.serie_code ? sql.one<{ name: string }>('SELECT name FROM series WHERE code = ?', [board.serie_code]) : undefined;
  return {
    Id: board.id,
    Name: board.name,
    Sku: board.sku,
    GrafikId: board.diagram_id ?? 0,
    PictureUrl: diagramUrl(board.diagram_id ?? 0),
    Retrofit: board.retrofit === 1,
    Serie: serie ? `${serie.name} (${board.serie_code ?? ''})` : null,
    BoardDetail: rows.map(({ part, product }) => ({
      Model: part.model_name,
      Engine: part.engine_name,
      Body: null,
      Version: null,
      Id: product.Id,
      Position: part.position,
      Name: product.Name,
    })),
    Products: rows.map(({ product }) => product),
  };
}

/** The equipment codes a board's parts depend on, marked as the vehicle has them. */
export function equipmentConditions(sql: Sql, boardId: number, vehicleSpecific: boolean, equipment: ReadonlySet<string> | undefined) {
  return sql
    .all<{ id: number; code: string; name: string; purpose: string }>(
      `SELECT DISTINCT q.id, q.code, q.name, q.purpose FROM board_parts bp JOIN equipment q ON q.id = bp.equipment_id
       WHERE bp.board_id = ? ORDER BY q.code`,
      [boardId],
    )
    .map((row) => ({
      Id: row.id,
      Code: row.code,
      Purpose: row.name,
      EquipmentWithSpring: `${row.purpose}: ${row.code} ${row.name}`,
      Selected: vehicleSpecific && equipment?.has(row.code) ? (1 as const) : (0 as const),
    }));
}
