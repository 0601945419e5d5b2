import type { CartLine, ImportLine } from '@parts/contract/cart';
import {
  cartPartRows,
  cartRows,
  clearCart,
  customerDiscount,
  lineQuantity,
  saveLine,
  setLineJob,
  setLineQuantity,
  totalStock,
  type CartOwner,
  type CartRow,
  type PartRow,
} from '../data/cart';

export type { CartOwner };
import { cartStockByWarehouse, leadTimesOf, stockByWarehouse } from '../data/delivery';
import { inTransaction, type Executor } from '../data/executor';
import { supersededCartLines } from '../data/supersessions';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { pictureUrl } from '../images/urls';
import { withLineEstimates, type DeliveryEstimate } from './delivery';
import { NotFound } from './errors';
import { partsNotFitting, type FitVehicle } from './fitment';
import { dealerPrice, roundMoney } from './money';
import { resolveParts, SUPERSESSION_NOTICES, type Resolution } from './supersession';

const MAX_LINE_QUANTITY = 9999;

/**
 * What the dealer is told when the cart's stock rule holds a quantity back (English here; the
 * Polish texts are in i18n/messages.ts, the answer is in the request's language).
 */
const CART_NOTICES = {
  notInStock: 'Not in stock: nothing was added to the cart.',
  allInCart: (stock: number) => `Only ${stock} in stock, all of them already in the cart: nothing was added.`,
  onlyInStock: (stock: number, added: number) => `Only ${stock} in stock: ${added} added to the cart.`,
  quantityLowered: (stock: number) => `Only ${stock} in stock: the quantity was set to ${stock}.`,
  quantityKept: (stock: number, kept: number) => `Only ${stock} in stock: the quantity stays at ${kept}.`,
  /** Extension backorders: the line takes more than the stock, the rest is a backorder. */
  backordered: (stock: number, backorder: number) => `Only ${stock} in stock: ${backorder} will be backordered.`,
} as const;

/**
 * The cart's stock rule, wherever a quantity enters the cart (AddItem, CSV, a shopping list,
 * UpdateItem): a line may be raised only as far as the stock goes; what is over is not added
 * and the dealer is told so. Lowering is always allowed, and a line already above the stock
 * (the stock fell since) is never cut by a raise.
 */
function allowedQuantity(current: number, wanted: number, stock: number): number {
  return wanted <= current ? wanted : Math.min(wanted, Math.max(current, stock));
}

/**
 * The cart lines, priced for the customer (their discount), with each part's stock. With
 * `followSupersession` (extension supersession) lines whose part was superseded since it went into
 * the cart show the parts replacing it, as the next write of the cart will store them
 * (replaceSupersededLines): the read itself writes nothing.
 */
export async function cartLines(
  db: Executor,
  owner: CartOwner,
  language: Language,
  followSupersession = false,
  discount?: number,
): Promise<CartLine[]> {
  return (await cartLinesAndSuperseded(db, owner, language, followSupersession, discount)).lines;
}

/**
 * cartLines, and the stored lines whose part was superseded (none without `followSupersession`): all
 * read side by side; the customer's discount too, unless the caller has it.
 */
async function cartLinesAndSuperseded(
  db: Executor,
  owner: CartOwner,
  language: Language,
  followSupersession: boolean,
  knownDiscount?: number,
) {
  const [discount, rows, superseded] = await Promise.all([
    knownDiscount ?? customerDiscount(db, owner.customerId),
    cartRows(db, owner, language),
    followSupersession ? supersededCartLines(db, owner) : Promise.resolve([]),
  ]);
  const lines: CartLine[] = (superseded.length > 0 ? await withSupersededReplaced(db, rows, superseded, language) : rows).map((row) => {
    const price = dealerPrice(row.price, discount);
    return {
      Product: {
        Id: row.product_id,
        Sku: row.sku,
        Name: row.name,
        ...price,
        PictureUrl: row.picture_id ? pictureUrl(row.picture_id, language) : null,
      },
      Quantity: row.quantity,
      Total: roundMoney(price.Price * row.quantity),
      Stock: row.stock,
      ...(row.job_reference !== '' && { JobReference: row.job_reference }),
    };
  });
  return { lines, superseded };
}

/** The cart lines as cartLines answers them, with a delivery estimate each (extension delivery-estimate) as of `now` (epoch ms). */
export async function cartLinesWithEstimates(
  db: Executor,
  owner: CartOwner,
  language: Language,
  followSupersession: boolean,
  now: number,
): Promise<(CartLine & DeliveryEstimate)[]> {
  const { lines, superseded: stored } = await cartLinesAndSuperseded(db, owner, language, followSupersession);
  if (lines.length === 0) return [];
  // a line the read shows in place of a superseded one is not stored yet: its stock is asked by part
  const [stock, leadTimes] = await Promise.all([
    stored.length === 0
      ? cartStockByWarehouse(db, owner)
      : stockByWarehouse(
          db,
          lines.map((line) => line.Product.Id),
        ),
    leadTimesOf(db, owner.customerId),
  ]);
  return withLineEstimates(lines, stock, leadTimes, now);
}

/**
 * The cart rows with every superseded line moved to the parts replacing it, in memory, by the rule
 * replaceSupersededLines stores them with (addResolvedToCart: each replacing part added to its line
 * under the stock rule; a line without a current part stays).
 */
async function withSupersededReplaced(
  db: Executor,
  rows: readonly CartRow[],
  superseded: Awaited<ReturnType<typeof supersededCartLines>>,
  language: Language,
): Promise<readonly CartRow[]> {
  const { byId } = await resolveParts(db, { ids: superseded.map((line) => line.product_id) }, true);
  const replacing = [...byId.values()].flatMap((resolution) =>
    resolution.kind === 'replaced' ? resolution.by.map((part) => part.id) : [],
  );
  const parts = new Map<number, Omit<CartRow, 'quantity' | 'job_reference'>>(
    (await cartPartRows(db, replacing, language)).map((part) => [part.product_id, part]),
  );
  // a line is a part and a job (extension job-reference): a replacement goes to the line of the same job
  const key = (productId: number, job: string) => `${productId}\u0000${job}`;
  const lines = new Map(rows.map((row) => [key(row.product_id, row.job_reference), row]));
  const partTotal = (productId: number) =>
    [...lines.values()].filter((row) => row.product_id === productId).reduce((sum, row) => sum + row.quantity, 0);
  for (const line of superseded) {
    const resolution = byId.get(line.product_id);
    if (resolution?.kind !== 'replaced') continue;
    lines.delete(key(line.product_id, line.job_reference));
    for (const part of resolution.by) {
      const lineKey = key(part.id, line.job_reference);
      const shown = lines.get(lineKey) ?? parts.get(part.id);
      if (!shown) continue;
      const current = lines.get(lineKey)?.quantity ?? 0;
      const all = partTotal(part.id);
      const asked = Math.min(current + Math.min(line.quantity * part.quantity, MAX_LINE_QUANTITY), MAX_LINE_QUANTITY);
      const quantity = allowedQuantity(all, all - current + asked, shown.stock) - (all - current);
      if (quantity > current) lines.set(lineKey, { ...shown, quantity, job_reference: line.job_reference });
    }
  }
  return [...lines.values()];
}

/** Empties the cart. */
export async function emptyCart(db: Executor, owner: CartOwner): Promise<void> {
  await clearCart(db, owner);
}

export interface CartContext {
  marke: string;
  produktart: string;
  /** The job the lines are for (extension job-reference); '' or absent: none. */
  job?: string;
  /**
   * Extension backorders (issue 40, item 4): a line may take more than the stock; the part beyond
   * it is a backorder (the cart line's Backorder) and the notice says so. Absent: the spec's stock rule.
   */
  overStock?: boolean;
}

/** The vehicle context of a cart line as the catalogue sent it; defaults: the network's brand and PKW. */
export function cartContext(vehicleBrand: string, marke = '', produktart = '', job = ''): CartContext {
  return { marke: marke || vehicleBrand, produktart: produktart || 'PKW', ...(job !== '' && { job }) };
}

/** What one part's add did: its notices (English, without the SKU) and the quantities. */
export interface PartAddition {
  notices: string[];
  asked: number;
  added: number;
  stock: number;
  /** The part has no price (left out of the cart, unless `leaveUnpriced` was off). */
  noPrice: boolean;
  /** Nothing could go in: the line holds the most a line may. */
  lineFull: boolean;
}

/**
 * What an add says of a part without a price that it leaves out (issue 37, item 9: quick add, CSV,
 * a list and order again alike; the spec's list answer carries it, with or without the report).
 */
const UNPRICED_LEFT_OUT = 'Product temporarily unavailable: not added to the cart.';

/**
 * Adds a quantity of a part to the cart (adding to a line already there), as far as the stock
 * goes (`allowedQuantity`), and says what it did. A part without a price cannot be sold: with
 * `leaveUnpriced` (every add a dealer asks for) it stays out and the notice says so; without it
 * (a superseded line moved to its replacement, a demo order) it goes in with the spec's notice.
 */
async function addPart(
  db: Executor,
  owner: CartOwner,
  part: PartRow,
  quantity: number,
  context: CartContext,
  leaveUnpriced: boolean,
): Promise<PartAddition> {
  // the line of the part and the job; the stock rule counts all the part's lines (of any job)
  const { line: current, part: inCart } = await lineQuantity(db, owner, part.id, context.job);
  const stock = await totalStock(db, part.id);
  const noPrice = part.price <= 0;
  if (noPrice && leaveUnpriced) return { notices: [UNPRICED_LEFT_OUT], asked: quantity, added: 0, stock, noPrice, lineFull: false };
  const asked = Math.min(current + quantity, MAX_LINE_QUANTITY);
  const others = inCart - current;
  const line = context.overStock ? asked : allowedQuantity(inCart, others + asked, stock) - others;
  if (line > current) await saveLine(db, owner, part.id, line, context);
  const notices: string[] = [];
  if (noPrice) notices.push('Product temporarily unavailable.');
  if (context.overStock && others + line > stock && line > current) notices.push(CART_NOTICES.backordered(stock, others + line - stock));
  if (line < asked) {
    const added = Math.max(line - current, 0);
    notices.push(
      stock === 0 ? CART_NOTICES.notInStock : added === 0 ? CART_NOTICES.allInCart(stock) : CART_NOTICES.onlyInStock(stock, added),
    );
  } else if (current + quantity > MAX_LINE_QUANTITY) notices.push(`At most ${MAX_LINE_QUANTITY} items per line.`);
  return { notices, asked: quantity, added: Math.max(line - current, 0), stock, noPrice, lineFull: current >= MAX_LINE_QUANTITY };
}

/**
 * Adds a quantity of a part to the cart (adding to a line already there), as far as the stock
 * goes (`allowedQuantity`), and returns the notices the dealer should see (without the SKU;
 * callers adding several parts prefix it): at most one about the stock.
 */
export async function addPartToCart(
  db: Executor,
  owner: CartOwner,
  part: PartRow,
  quantity: number,
  context: CartContext,
): Promise<string[]> {
  return (await addPart(db, owner, part, quantity, context, false)).notices;
}

/** Which line a change of the cart is for (extension job-reference): the part's line of `job`, and its job set anew with `newJob`. */
export interface LineJob {
  job?: string;
  newJob?: string | undefined;
  /** Extension backorders: the quantity may go beyond the stock (CartContext.overStock). */
  overStock?: boolean;
}

/**
 * Sets a cart line's quantity (0 removes it) under the cart's stock rule; answers the notice
 * when the quantity set is not the one asked for. NotFound when the part is not in the cart (on
 * the line of `job`, extension job-reference). With `newJob` the line moves to that job first; a
 * line of the part with that job already there takes its quantity (the two become one line).
 */
export async function setCartQuantity(
  db: Executor,
  owner: CartOwner,
  productId: number,
  quantity: number,
  followSupersession = false,
  { job = '', newJob, overStock = false }: LineJob = {},
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    if (followSupersession) await replaceSupersededLines(trx, owner);
    if (newJob !== undefined && newJob !== job && quantity > 0) {
      const { line: moving } = await lineQuantity(trx, owner, productId, job);
      if (moving === 0) throw new NotFound();
      const { line: there } = await lineQuantity(trx, owner, productId, newJob);
      if (there > 0) {
        // the part already has a line of that job: the moved line's quantity joins it
        await setLineQuantity(trx, owner, productId, 0, job);
        await setLineQuantity(trx, owner, productId, Math.min(there + quantity, MAX_LINE_QUANTITY), newJob);
        return [];
      }
      await setLineJob(trx, owner, productId, job, newJob);
      job = newJob;
    }
    const { line: current, part: inCart } = await lineQuantity(trx, owner, productId, job);
    const stock = quantity > current ? await totalStock(trx, productId) : 0;
    const others = inCart - current;
    const line = overStock ? quantity : Math.max(allowedQuantity(inCart, others + quantity, stock) - others, Math.min(current, quantity));
    if (!(await setLineQuantity(trx, owner, productId, line, job))) throw new NotFound();
    if (overStock && others + line > stock && line > current) return [CART_NOTICES.backordered(stock, others + line - stock)];
    if (line === quantity) return [];
    return [
      stock === 0
        ? CART_NOTICES.notInStock
        : line === current
          ? CART_NOTICES.quantityKept(stock, line)
          : CART_NOTICES.quantityLowered(stock),
    ];
  });
}

/** A line's report without what only its caller knows (the number and quantity asked, the fitment). */
type LineOutcome = Pick<ImportLine, 'Result' | 'Added' | 'Stock' | 'ReplacedBy'> & { partIds: number[] };

/** The report of one part's add. */
function partOutcome(addition: PartAddition): Pick<ImportLine, 'Result' | 'Added' | 'Stock'> {
  const Result = addition.noPrice ? 'no-price' : addition.lineFull ? 'refused' : addition.added < addition.asked ? 'fewer' : 'added';
  return { Result, Added: addition.added, ...(Result === 'fewer' && { Stock: addition.stock }) };
}

/**
 * Adds a part as it resolved (domain/supersession.ts): a current part as it is; an old part as the
 * current part or kit replacing it (each kit part times its kit quantity), first saying so
 * ('99110000101 replaced by 99110000001'); an old part without a current one not at all. Answers
 * the notices in the request's language; a stock notice names its part ('SKU x: ...', in Polish
 * 'Nr części x: ...') when the
 * dealer asked for another number or for several parts (`nameEveryPart`, the CSV and list calls).
 */
async function addResolvedToCart(
  db: Executor,
  owner: CartOwner,
  resolution: Resolution,
  quantity: number,
  context: CartContext,
  language: Language,
  nameEveryPart: boolean,
): Promise<string[]> {
  return (await addResolved(db, owner, resolution, quantity, context, language, nameEveryPart, false)).notices;
}

async function addResolved(
  db: Executor,
  owner: CartOwner,
  resolution: Resolution,
  quantity: number,
  context: CartContext,
  language: Language,
  nameEveryPart: boolean,
  leaveUnpriced: boolean,
): Promise<{ notices: string[]; outcome: LineOutcome }> {
  const named = (sku: string, notices: readonly string[]) => notices.map((notice) => translate(language, `SKU ${sku}: ${notice}`));
  switch (resolution.kind) {
    case 'current': {
      const addition = await addPart(db, owner, resolution.part, quantity, context, leaveUnpriced);
      const notices = nameEveryPart
        ? named(resolution.part.sku, addition.notices)
        : addition.notices.map((notice) => translate(language, notice));
      return { notices, outcome: { ...partOutcome(addition), partIds: addition.added > 0 ? [resolution.part.id] : [] } };
    }
    case 'unresolved':
      return {
        notices: [translate(language, SUPERSESSION_NOTICES.unresolved(resolution.part.sku))],
        outcome: { Result: 'unresolved', Added: 0, partIds: [] },
      };
    case 'replaced': {
      const notices = [translate(language, SUPERSESSION_NOTICES.replaced(resolution.part.sku, resolution.by))];
      const replacedBy: NonNullable<ImportLine['ReplacedBy']> = [];
      const partIds: number[] = [];
      for (const part of resolution.by) {
        const addition = await addPart(db, owner, part, Math.min(quantity * part.quantity, MAX_LINE_QUANTITY), context, leaveUnpriced);
        notices.push(...named(part.sku, addition.notices));
        const { Result, Added, Stock } = partOutcome(addition);
        replacedBy.push({
          Sku: part.sku,
          Quantity: addition.asked,
          Added,
          Result: Result === 'refused' ? 'fewer' : Result === 'no-price' ? 'no-price' : Result === 'added' ? 'added' : 'fewer',
          ...(Stock !== undefined && { Stock }),
        });
        if (Added > 0) partIds.push(part.id);
      }
      const Result = replacedBy.every((part) => part.Result === 'no-price')
        ? 'no-price'
        : replacedBy.every((part) => part.Result === 'added')
          ? 'added'
          : 'fewer';
      return {
        notices,
        outcome: { Result, Added: replacedBy.reduce((sum, part) => sum + part.Added, 0), ReplacedBy: replacedBy, partIds },
      };
    }
  }
}

/**
 * A cart never keeps a superseded part: lines whose part was superseded after it went into the
 * cart are moved to the parts replacing it (a line without a current part stays, to be removed by
 * the dealer). Every write of the cart (and the order placed from it) does this first, in its
 * transaction, so what it writes starts from what the cart read showed (cartLines). One query when
 * there is nothing to move, as almost always.
 */
export async function replaceSupersededLines(db: Executor, owner: CartOwner): Promise<void> {
  const lines = await supersededCartLines(db, owner);
  if (lines.length === 0) return;
  const { byId } = await resolveParts(db, { ids: lines.map((line) => line.product_id) }, true);
  await inTransaction(db, async (trx) => {
    for (const line of lines) {
      const resolution = byId.get(line.product_id);
      if (resolution?.kind !== 'replaced') continue;
      await setLineQuantity(trx, owner, line.product_id, 0, line.job_reference);
      const context = { marke: line.marke, produktart: line.produktart, job: line.job_reference };
      await addResolvedToCart(trx, owner, resolution, line.quantity, context, 'en', true);
    }
  });
}

/** A line of a bulk add: a number that resolved to a part, or one that did not (its notice says so). */
export type BulkItem = { sku: string; quantity: number; job?: string } & ({ resolution: Resolution } | { notice: string });

/** How a bulk add is asked: with its report (extension import-report), and the vehicle to check the parts against. */
export interface BulkOptions {
  report: boolean;
  /** The chosen vehicle's VehicleKeyList and EquipmentList; parts drawn only where they do not fit it are marked. */
  vehicle?: FitVehicle | undefined;
}

/**
 * Adds parts as they resolved, in one transaction that first moves the cart's superseded lines
 * (with `followSupersession`); answers the notices of all, in order (an item may be a notice only:
 * a number of no part). A part without a price is left out of the cart (it would only block the
 * checkout) and a notice says so. With `report` (extension import-report) also a line per item.
 */
export async function addResolvedPartsToCart(
  db: Executor,
  owner: CartOwner,
  items: readonly BulkItem[],
  context: CartContext,
  language: Language,
  nameEveryPart: boolean,
  followSupersession: boolean,
  options: BulkOptions = { report: false },
): Promise<{ notices: string[]; lines: ImportLine[] }> {
  const added = await inTransaction(db, async (trx) => {
    if (followSupersession) await replaceSupersededLines(trx, owner);
    const notices: string[] = [];
    const outcomes: LineOutcome[] = [];
    for (const item of items) {
      if ('notice' in item) {
        notices.push(item.notice);
        outcomes.push({ Result: 'not-found', Added: 0, partIds: [] });
        continue;
      }
      // a row's own job (a CSV row with JobReference, extension job-reference) before the call's
      const lineContext = item.job ? { ...context, job: item.job } : context;
      const result = await addResolved(trx, owner, item.resolution, item.quantity, lineContext, language, nameEveryPart, true);
      notices.push(...result.notices);
      outcomes.push(result.outcome);
    }
    return { notices, outcomes };
  });
  if (!options.report) return { notices: added.notices, lines: [] };
  const notFitting = options.vehicle
    ? await partsNotFitting(
        db,
        added.outcomes.flatMap((outcome) => outcome.partIds),
        options.vehicle,
      )
    : new Set<number>();
  const lines = items.map((item, index): ImportLine => {
    const { partIds, ...outcome } = added.outcomes[index] ?? { Result: 'not-found', Added: 0, partIds: [] };
    return { Sku: item.sku, Quantity: item.quantity, ...outcome, ...(partIds.some((id) => notFitting.has(id)) && { NotFitting: true }) };
  });
  return { notices: added.notices, lines };
}
