import type { BoardListItem, CatalogueProduct, ProductStock, Supersession } from '@parts/contract/catalogue';
import {
  attributeRowsOf,
  boardEquipmentRows,
  boardRowsWithPart,
  categoryBoardRows,
  findProducts,
  linkedProductRowsOf,
  partStockRows,
  serieName,
  stockRowsOf,
  type BoardPartRow,
  type BoardRow,
  type ProductRow,
} from '../data/products';
import type { Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { diagramUrl, pictureUrl } from '../images/urls';
import type { DeliveryEstimate } from './delivery';
import { dealerPrice } from './money';
import { supersessionsOf } from './supersession';
import type { VehicleKeys } from './vehicles';

/**
 * ProductStock for any number of parts (one query): each part found, priced for the customer,
 * with its stock per warehouse, in the order asked; unknown part numbers and boards are left out.
 * The single ProductStock call is this with one part number.
 */
export async function productStocks(
  db: Executor,
  skus: readonly string[],
  discountPercent: number,
  language: Language,
  /** With the extension delivery-estimate: each warehouse row's estimate (see domain/delivery.ts). */
  estimate?: (warehouseId: number, stock: number) => DeliveryEstimate & { Branch?: boolean },
): Promise<ProductStock[]> {
  const wanted = [...new Set(skus.map((sku) => sku.trim()))];
  const found = new Map<string, ProductStock>();
  for (const row of await partStockRows(db, wanted, language)) {
    let stock = found.get(row.sku);
    if (!stock) {
      stock = { Id: row.id, Sku: row.sku, Name: row.name, ...dealerPrice(row.price, discountPercent), WarehouseInventory: [] };
      found.set(row.sku, stock);
    }
    if (row.warehouse_id !== null && row.warehouse_name !== null && row.quantity !== null) {
      stock.WarehouseInventory.push({
        WarehouseId: row.warehouse_id,
        WarehouseName: row.warehouse_name,
        StockQuantity: row.quantity,
        ...(estimate && estimate(row.warehouse_id, row.quantity)),
      });
    }
  }
  return wanted.flatMap((sku) => found.get(sku) ?? []);
}

/** Where a part sits on a board, and whether it fits the vehicle. */
export interface Placement {
  position: string;
  quantity: number;
  commentBefore: string | null;
  commentAfter: string | null;
  notApplicable: boolean;
  /** Extension fitment: the equipment code that keeps the part off the vehicle. */
  blockedBy?: NotApplicableEquipment | undefined;
}

/** Why a part does not fit (extension fitment): the equipment code it needs (Required) or excludes. */
export interface NotApplicableEquipment {
  Code: string;
  Name: string;
  Required: boolean;
}

/** A product to show, where it sits on a board (a board's part) and its supersession chain (extension). */
interface ShownProduct {
  product: ProductRow;
  placement?: Placement | undefined;
  supersession?: Supersession | undefined;
}

/** What the catalogue shows of products besides their rows: attributes, stock and linked products. */
type CatalogueDetails = Awaited<ReturnType<typeof catalogueDetails>>;

/**
 * The attributes, stock (of `stockIds`) and linked products of products, one query each whatever
 * their number: a board reads them beside its parts' rows, knowing its parts' ids.
 */
async function catalogueDetails(db: Executor, ids: readonly number[], stockIds: readonly number[], language: Language) {
  const [attributeList, stockList, linkList] = await Promise.all([
    attributeRowsOf(db, ids, language),
    stockRowsOf(db, stockIds, language),
    linkedProductRowsOf(db, ids, language),
  ]);
  const attributes = new Map<number, Record<string, string[]>>();
  for (const row of attributeList) {
    let product = attributes.get(row.product_id);
    if (!product) attributes.set(row.product_id, (product = {}));
    (product[row.name] ??= []).push(row.value);
  }
  const stock = new Map<number, CatalogueProduct['WarehouseInventory']>();
  for (const row of stockList) {
    let rows = stock.get(row.product_id);
    if (!rows) stock.set(row.product_id, (rows = []));
    rows.push({ WarehouseId: row.warehouse_id, WarehouseName: row.name, StockQuantity: row.quantity });
  }
  const links = new Map<string, { Id: number; Sku: string; Name: string; Quantity: number }[]>();
  for (const row of linkList) {
    const key = `${row.product_id}/${row.kind}`;
    let rows = links.get(key);
    if (!rows) links.set(key, (rows = []));
    rows.push({ Id: row.id, Sku: row.sku, Name: row.name, Quantity: row.quantity });
  }
  return { attributes, stock, links };
}

/**
 * Products as the catalogue shows them, priced for the customer (dealer discount applied), in the
 * order given: their attributes, stock and linked products read in one query each whatever
 * their number (a board's parts), unless the caller has read them (`details`).
 */
async function catalogueProducts(
  db: Executor,
  shown: readonly ShownProduct[],
  discountPercent: number,
  language: Language,
  details?: CatalogueDetails,
): Promise<CatalogueProduct[]> {
  const ids = [...new Set(shown.map(({ product }) => product.id))];
  const simpleIds = [...new Set(shown.filter(({ product }) => product.product_type !== 'GroupedProduct').map(({ product }) => product.id))];
  const { attributes, stock, links } = details ?? (await catalogueDetails(db, ids, simpleIds, language));
  const linked = (productId: number, kind: 'bundle' | 'repair' | 'fit') => [...(links.get(`${productId}/${kind}`) ?? [])];
  return shown.map(({ product, placement, supersession }) => {
    const grouped = product.product_type === 'GroupedProduct';
    const price = dealerPrice(grouped ? 0 : product.price, discountPercent);
    const picture =
      grouped && product.diagram_id
        ? diagramUrl(product.diagram_id, language)
        : product.picture_id
          ? pictureUrl(product.picture_id, language)
          : undefined;
    return {
      Id: product.id,
      Name: product.name,
      Sku: product.sku,
      ProductType: product.product_type,
      Pictures: picture ? [{ ImageUrl: picture }] : [],
      FullDescription: product.full_description,
      ...price,
      Attributes: structuredClone(attributes.get(product.id) ?? {}),
      WarehouseInventory: grouped ? [] : [...(stock.get(product.id) ?? [])],
      NotApplicable: placement?.notApplicable ?? false,
      Position: placement?.position ?? null,
      Quantity: placement?.quantity ?? null,
      CommentBefore: placement?.commentBefore ?? null,
      CommentAfter: placement?.commentAfter ?? null,
      ProductBundleList: linked(product.id, 'bundle'),
      ProductRepairList: linked(product.id, 'repair'),
      ProductFitList: linked(product.id, 'fit'),
      ...(supersession && { Supersession: supersession }),
      ...(placement?.notApplicable && placement.blockedBy && { NotApplicableEquipment: placement.blockedBy }),
    };
  });
}

/** A product as the catalogue shows it, priced for the customer (dealer discount applied). */
async function catalogueProduct(
  db: Executor,
  product: ProductRow,
  discountPercent: number,
  language: Language,
  placement?: Placement,
  supersession?: Supersession,
): Promise<CatalogueProduct> {
  const [shown] = await catalogueProducts(db, [{ product, placement, supersession }], discountPercent, language);
  if (!shown) throw new Error('catalogueProducts answered nothing for one product');
  return shown;
}

/** A product as the catalogue shows it, with its supersession chain when `withSupersession` (the extension) and it has one. */
export async function catalogueProductWithChain(
  db: Executor,
  product: ProductRow,
  discountPercent: number,
  language: Language,
  withSupersession: boolean,
): Promise<CatalogueProduct> {
  const chain =
    withSupersession && product.product_type === 'SimpleProduct'
      ? (await supersessionsOf(db, [product.id], language)).get(product.id)
      : undefined;
  return catalogueProduct(db, product, discountPercent, language, undefined, chain);
}

const toBoardItem = (row: BoardRow, language: Language): BoardListItem => ({
  Id: row.id,
  Name: row.serie_code ? row.name : `${row.name} ${translate(language, '(all vehicles)')}`,
  Sku: row.sku,
  PictureUrl: diagramUrl(row.diagram_id, language),
  Retrofit: row.retrofit === 1,
  GrafikId: row.diagram_id,
  VehicleSpecific: row.serie_code !== null,
});

/**
 * Boards of a category: 'GroupedSubCat' those filed in it, 'Grouped' also those of every
 * sub-category. With a serie, only that serie's boards and the generic ones.
 */
export async function categoryBoards(
  db: Executor,
  categoryId: number,
  withSubCategories: boolean,
  serie: string | undefined,
  language: Language,
): Promise<BoardListItem[]> {
  return (await categoryBoardRows(db, categoryId, withSubCategories, serie, language)).map((row) => toBoardItem(row, language));
}

/** Boards that draw a part, with its position on each. */
export async function boardsWithPart(db: Executor, productId: number, serie: string | undefined, language: Language) {
  return (await boardRowsWithPart(db, productId, serie, language)).map((row) => ({
    ...toBoardItem(row, language),
    Position: row.position,
  }));
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

/** What restricts a part where a board draws it. */
type PartRestriction = Pick<
  BoardPartRow,
  'model_id' | 'engine_id' | 'equipment_id' | 'equipment_code' | 'equipment_name' | 'equipment_required'
>;

/** Whether a part fits: its model, engine and equipment restrictions against the vehicle. */
export function notApplicable(part: PartRestriction, vehicle: VehicleContext): boolean {
  if (!vehicle.vehicleSpecific) return false;
  if (part.model_id !== null && vehicle.keys.modelId !== undefined && part.model_id !== vehicle.keys.modelId) return true;
  if (part.engine_id !== null && vehicle.keys.engineId !== undefined && part.engine_id !== vehicle.keys.engineId) return true;
  return blockingEquipment(part, vehicle) !== undefined;
}

/** The equipment code that keeps a part off the vehicle (one it needs and lacks, or one it excludes and has). */
function blockingEquipment(part: PartRestriction, vehicle: VehicleContext): NotApplicableEquipment | undefined {
  if (!vehicle.vehicleSpecific || part.equipment_id === null || !part.equipment_code) return undefined;
  const has = vehicle.conditions.get(part.equipment_id) ?? (vehicle.equipment ? vehicle.equipment.has(part.equipment_code) : undefined);
  const required = part.equipment_required === 1;
  if (has === undefined || has === required) return undefined;
  return { Code: part.equipment_code, Name: part.equipment_name ?? '', Required: required };
}

/** A board with its parts list, each part priced and checked against the vehicle. */
export async function boardDetail(
  db: Executor,
  board: ProductRow,
  parts: readonly BoardPartRow[],
  discountPercent: number,
  vehicle: VehicleContext,
  language: Language,
  withSupersession = false,
  withFitment = false,
) {
  const partIds = [...new Set(parts.map((part) => part.product_id))];
  // the serie's name, the chains of every part of the board in two queries (extension
  // supersession), and the board's parts, their attributes, stock and links in a few queries, not
  // a few per part: all at once (a grouped part's stock is read and not shown)
  const [serie, chains, productRows, details] = await Promise.all([
    board.serie_code ? serieName(db, board.serie_code, language) : undefined,
    withSupersession ? supersessionsOf(db, partIds, language) : new Map<number, Supersession>(),
    findProducts(db, partIds, language),
    catalogueDetails(db, partIds, partIds, language),
  ]);
  const products = new Map(productRows.map((product) => [product.id, product]));
  const placed = parts.flatMap((part) => {
    const product = products.get(part.product_id);
    if (!product) return [];
    const placement: Placement = {
      position: part.position,
      quantity: part.quantity,
      commentBefore: part.comment_before,
      commentAfter: part.comment_after,
      notApplicable: notApplicable(part, vehicle),
      blockedBy: withFitment ? blockingEquipment(part, vehicle) : undefined,
    };
    return [{ part, shown: { product, placement, supersession: chains.get(part.product_id) } }];
  });
  const shown = await catalogueProducts(
    db,
    placed.map((item) => item.shown),
    discountPercent,
    language,
    details,
  );
  const found = placed.map(({ part }, index) => {
    const product = shown[index];
    if (!product) throw new Error('catalogueProducts answered fewer products than asked');
    return [{ part, product }];
  });
  const rows = found.flat();
  return {
    Id: board.id,
    Name: board.name,
    Sku: board.sku,
    GrafikId: board.diagram_id ?? 0,
    PictureUrl: diagramUrl(board.diagram_id ?? 0, language),
    Retrofit: board.retrofit === 1,
    Serie: serie ? `${serie} (${board.serie_code ?? ''})` : null,
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
export async function equipmentConditions(
  db: Executor,
  boardId: number,
  vehicleSpecific: boolean,
  equipment: ReadonlySet<string> | undefined,
  language: Language,
) {
  return (await boardEquipmentRows(db, boardId, language)).map((row) => ({
    Id: row.id,
    Code: row.code,
    Purpose: row.name,
    EquipmentWithSpring: `${row.purpose}: ${row.code} ${row.name}`,
    Selected: vehicleSpecific && equipment?.has(row.code) ? (1 as const) : (0 as const),
  }));
}
