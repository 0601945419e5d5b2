import type * as v from 'valibot';
import type { FindResultSchema, HotspotSchema, NameSearchResultSchema } from '@parts/contract/catalogue';
import { customerDiscount } from '../data/cart';
import {
  categoryById,
  categoryExists,
  diagramExists,
  diagramHotspots,
  pictureById,
  rootCategories,
  subCategories,
} from '../data/categories';
import { leadTimesOf } from '../data/delivery';
import type { Executor } from '../data/executor';
import { partNumberNeighbours, searchPartsByName } from '../data/product-search';
import { boardParts, findProduct } from '../data/products';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';
import { warehouseEstimator } from './delivery';
import { boardDetail, boardsWithPart, catalogueProductWithChain, productStocks, type VehicleContext } from './products';
import { supersessionsOf } from './supersession';

/** The catalogue: categories, boards, parts by number or name, diagram hotspots (routes/catalogue.ts). */

/** The root categories (of a vehicle category) or a category's sub-categories; NotFound for an unknown category. */
export async function categoryList(db: Executor, parentId: number | undefined, vehicleCategory: string, language: Language) {
  const categories =
    parentId === undefined ? await rootCategories(db, vehicleCategory, language) : await subCategories(db, parentId, language);
  if (parentId !== undefined && categories.length === 0 && !(await categoryExists(db, parentId))) throw new NotFound();
  return categories;
}

/** NotFound unless the category exists. */
export async function requireCategory(db: Executor, categoryId: number): Promise<void> {
  if (!(await categoryExists(db, categoryId))) throw new NotFound();
}

/** NotFound unless the product exists. */
export async function requireProduct(db: Executor, productId: number, language: Language): Promise<void> {
  if (!(await findProduct(db, { id: productId }, language))) throw new NotFound();
}

/** A board (grouped product) priced for the customer; NotFound for anything else. */
export async function customerBoard(
  db: Executor,
  boardId: number,
  customerId: number,
  vehicle: VehicleContext,
  language: Language,
  withSupersession: boolean,
  withFitment = false,
) {
  // the board, its parts and the customer's discount at once: none waits for another (only a board has parts)
  const [board, parts, discount] = await Promise.all([
    findProduct(db, { id: boardId }, language),
    boardParts(db, boardId, language),
    customerDiscount(db, customerId),
  ]);
  if (!board || board.product_type !== 'GroupedProduct') throw new NotFound();
  return boardDetail(db, board, parts, discount, vehicle, language, withSupersession, withFitment);
}

/** How many nearest numbers a number not found offers (extension search-hints). */
const NEAREST_NUMBERS = 5;

/**
 * A part by number and the boards drawing it (of a serie when given). With supersession the
 * part's chain; an old number answers its own part and the boards drawing the current part
 * replacing it. With search hints a number not found answers the nearest numbers (`Nearest`).
 */
export async function findPartByNumber(
  db: Executor,
  sku: string,
  serie: string | undefined,
  language: Language,
  withSupersession: boolean,
  withHints = false,
): Promise<v.InferOutput<typeof FindResultSchema>> {
  const product = await findProduct(db, { sku }, language);
  if (!product || product.product_type !== 'SimpleProduct') {
    return { SimpleProduct: null, Boards: [], ...(withHints && { Nearest: await nearestNumbers(db, sku, language) }) };
  }
  const chain = withSupersession ? (await supersessionsOf(db, [product.id], language)).get(product.id) : undefined;
  // an old number leads to the current part: the boards drawing it (the first part of a kit)
  const drawn = chain?.ReplacedBy[0]?.Id ?? product.id;
  return {
    SimpleProduct: { Id: product.id, Sku: product.sku, Name: product.name },
    Boards: await boardsWithPart(db, drawn, serie, language),
    ...(chain && { Supersession: chain }),
  };
}

/**
 * The numbers a mistyped one was probably meant to be: of the numbers next to it in number order,
 * those fewest edits away (a digit wrong, missing, extra or two swapped), then the nearest in order.
 */
async function nearestNumbers(db: Executor, sku: string, language: Language) {
  const typed = sku.trim().toUpperCase();
  if (typed.length === 0) return [];
  return (await partNumberNeighbours(db, typed, NEAREST_NUMBERS * 2, language))
    .map((part) => ({ part, edits: editDistance(typed, part.sku.toUpperCase()) }))
    .sort((a, b) => a.edits - b.edits || a.part.steps - b.part.steps || a.part.sku.localeCompare(b.part.sku))
    .slice(0, NEAREST_NUMBERS)
    .map(({ part }) => ({ Id: part.id, Sku: part.sku, Name: part.name }));
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      const row = rows[i];
      if (row) row[j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * Parts by name (extension name-search), each with the board drawing it; with search hints the
 * board's name and its serie, so that parts of the same name can be told apart.
 */
export async function partsByName(
  db: Executor,
  query: string,
  serie: string | undefined,
  language: Language,
  withHints = false,
): Promise<v.InferOutput<typeof NameSearchResultSchema>> {
  return {
    Products: (await searchPartsByName(db, query, serie, language)).map((row) => ({
      Id: row.id,
      Sku: row.sku,
      Name: row.name,
      ProductId: row.board_id ?? row.id,
      Position: row.position,
      GrafikId: row.diagram_id,
      ...(withHints && { BoardName: row.board_name, Serie: row.serie_code }),
    })),
  };
}

/** A diagram's hotspots; NotFound for an unknown diagram. */
export async function hotspots(db: Executor, grafikId: number): Promise<v.InferOutput<typeof HotspotSchema>[]> {
  if (!(await diagramExists(db, grafikId))) throw new NotFound();
  return (await diagramHotspots(db, grafikId)).map((row) => ({
    x1Koordinate: row.x1,
    y1Koordinate: row.y1,
    x2Koordinate: row.x2,
    y2Koordinate: row.y2,
    bildposNummer: row.position,
    active: false,
    hover: false,
  }));
}

/**
 * Each warehouse row's estimate, and Branch on the dealer's own branch: the warehouse whose lead
 * time to the branch is 0 working days (the part is there the same day).
 */
function branchEstimator(leadTimes: ReadonlyMap<number, number>, now: number) {
  const estimate = warehouseEstimator(leadTimes, now);
  return (warehouseId: number, stock: number) => ({ ...estimate(warehouseId, stock), Branch: leadTimes.get(warehouseId) === 0 });
}

/**
 * The stock of parts by number, priced for the customer, in the order asked; with `estimateAt`
 * (extension delivery-estimate: now, epoch ms) each warehouse row's estimate for the customer's branch.
 */
export async function customerStocks(
  db: Executor,
  customerId: number,
  skus: readonly string[],
  language: Language,
  estimateAt: number | undefined,
) {
  const [discount, estimate] = await Promise.all([
    customerDiscount(db, customerId),
    estimateAt === undefined ? undefined : leadTimesOf(db, customerId).then((leadTimes) => branchEstimator(leadTimes, estimateAt)),
  ]);
  return productStocks(db, skus, discount, language, estimate);
}

/** `picture(id)`, `Product(id)` (priced for the customer) or `Category(id)`; NotFound for an unknown id. */
export async function lookup(
  db: Executor,
  entity: 'picture' | 'product' | 'category',
  key: number,
  customerId: number,
  language: Language,
  withSupersession: boolean,
) {
  switch (entity) {
    case 'picture': {
      const picture = await pictureById(db, key, language);
      if (!picture) throw new NotFound();
      return picture;
    }
    case 'product': {
      const product = await findProduct(db, { id: key }, language);
      if (!product) throw new NotFound();
      return catalogueProductWithChain(db, product, await customerDiscount(db, customerId), language, withSupersession);
    }
    case 'category': {
      const category = await categoryById(db, key, language);
      if (!category) throw new NotFound();
      return category;
    }
  }
}
