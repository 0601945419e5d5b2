import type { CartLine } from '@parts/contract/cart';
import { cartRows, customerDiscount, lineQuantity, saveLine, setLineQuantity, totalStock, type PartRow } from '../data/cart';
import { inTransaction, type Executor } from '../db/database';
import { supersededCartLines } from '../data/supersessions';
import type { Language } from '../i18n/language';
import { translate } from '../i18n/messages';
import { pictureUrl } from '../images/urls';
import { NotFound } from './errors';
import { dealerPrice, roundMoney } from './money';
import { resolveParts, SUPERSESSION_NOTICES, type Resolution } from './supersession';

export const MAX_LINE_QUANTITY = 9999;

/**
 * What the dealer is told when the cart's stock rule holds a quantity back (English here; the
 * Polish texts are in i18n/messages.ts, the answer is in the request's language).
 */
export const CART_NOTICES = {
  notInStock: 'Not in stock: nothing was added to the cart.',
  allInCart: (stock: number) => `Only ${stock} in stock, all of them already in the cart: nothing was added.`,
  onlyInStock: (stock: number, added: number) => `Only ${stock} in stock: ${added} added to the cart.`,
  quantityLowered: (stock: number) => `Only ${stock} in stock: the quantity was set to ${stock}.`,
  quantityKept: (stock: number, kept: number) => `Only ${stock} in stock: the quantity stays at ${kept}.`,
} as const;

/**
 * The cart's stock rule, wherever a quantity enters the cart (AddItem, CSV, a shopping list,
 * UpdateItem): a line may be raised only as far as the stock goes; what is over is not added
 * and the dealer is told so. Lowering is always allowed, and a line already above the stock
 * (the stock fell since) is never cut by a raise.
 */
export function allowedQuantity(current: number, wanted: number, stock: number): number {
  return wanted <= current ? wanted : Math.min(wanted, Math.max(current, stock));
}

/** The cart lines, priced for the customer (their discount), with each part's stock. */
export async function cartLines(db: Executor, customerId: number, language: Language): Promise<CartLine[]> {
  const [discount, rows] = await Promise.all([customerDiscount(db, customerId), cartRows(db, customerId, language)]);
  return rows.map((row) => {
    const price = dealerPrice(row.price, discount);
    return {
      Product: { Id: row.product_id, Sku: row.sku, Name: row.name, ...price, PictureUrl: row.picture_id ? pictureUrl(row.picture_id) : null },
      Quantity: row.quantity,
      Total: roundMoney(price.Price * row.quantity),
      Stock: row.stock,
    };
  });
}

export interface CartContext {
  marke: string;
  produktart: string;
}

/** The vehicle context of a cart line as the catalogue sent it; defaults: the network's brand and PKW. */
export function cartContext(vehicleBrand: string, marke = '', produktart = ''): CartContext {
  return { marke: marke || vehicleBrand, produktart: produktart || 'PKW' };
}

/**
 * Adds a quantity of a part to the cart (adding to a line already there), as far as the stock
 * goes (`allowedQuantity`), and returns the notices the dealer should see (without the SKU;
 * callers adding several parts prefix it): at most one about the stock.
 */
export async function addPartToCart(db: Executor, customerId: number, part: PartRow, quantity: number, context: CartContext): Promise<string[]> {
  const current = await lineQuantity(db, customerId, part.id);
  const asked = Math.min(current + quantity, MAX_LINE_QUANTITY);
  const stock = await totalStock(db, part.id);
  const line = allowedQuantity(current, asked, stock);
  if (line > current) await saveLine(db, customerId, part.id, line, context);
  const notices: string[] = [];
  if (part.price <= 0) notices.push('Product temporarily unavailable.');
  if (line < asked) {
    const added = line - current;
    notices.push(stock === 0 ? CART_NOTICES.notInStock : added === 0 ? CART_NOTICES.allInCart(stock) : CART_NOTICES.onlyInStock(stock, added));
  } else if (current + quantity > MAX_LINE_QUANTITY) notices.push(`At most ${MAX_LINE_QUANTITY} items per line.`);
  return notices;
}

/**
 * Sets a cart line's quantity (0 removes it) under the cart's stock rule; answers the notice
 * when the quantity set is not the one asked for. NotFound when the part is not in the cart.
 */
export async function setCartQuantity(db: Executor, customerId: number, productId: number, quantity: number): Promise<string[]> {
  const current = await lineQuantity(db, customerId, productId);
  const stock = quantity > current ? await totalStock(db, productId) : 0;
  const line = allowedQuantity(current, quantity, stock);
  if (!(await setLineQuantity(db, customerId, productId, line))) throw new NotFound();
  if (line === quantity) return [];
  return [stock === 0 ? CART_NOTICES.notInStock : line === current ? CART_NOTICES.quantityKept(stock, line) : CART_NOTICES.quantityLowered(stock)];
}

/**
 * Adds a part as it resolved (domain/supersession.ts): a current part as it is; an old part as the
 * current part or kit replacing it (each kit part times its kit quantity), first saying so
 * ('99110000101 replaced by 99110000001'); an old part without a current one not at all. Answers
 * the notices in the request's language; a stock notice names its part ('SKU x: ...') when the
 * dealer asked for another number or for several parts (`nameEveryPart`, the CSV and list calls).
 */
export async function addResolvedToCart(
  db: Executor,
  customerId: number,
  resolution: Resolution,
  quantity: number,
  context: CartContext,
  language: Language,
  nameEveryPart: boolean,
): Promise<string[]> {
  const named = (sku: string, notices: readonly string[]) => notices.map((notice) => `SKU ${sku}: ${translate(language, notice)}`);
  switch (resolution.kind) {
    case 'current': {
      const notices = await addPartToCart(db, customerId, resolution.part, quantity, context);
      return nameEveryPart ? named(resolution.part.sku, notices) : notices.map((notice) => translate(language, notice));
    }
    case 'unresolved':
      return [translate(language, SUPERSESSION_NOTICES.unresolved(resolution.part.sku))];
    case 'replaced': {
      const notices = [translate(language, SUPERSESSION_NOTICES.replaced(resolution.part.sku, resolution.by))];
      for (const part of resolution.by) {
        notices.push(...named(part.sku, await addPartToCart(db, customerId, part, Math.min(quantity * part.quantity, MAX_LINE_QUANTITY), context)));
      }
      return notices;
    }
  }
}

/**
 * A cart never holds a superseded part: lines whose part was superseded after it went into the
 * cart are moved to the parts replacing it (a line without a current part stays, to be removed by
 * the dealer). One query when there is nothing to move, as almost always.
 */
export async function replaceSupersededLines(db: Executor, customerId: number): Promise<void> {
  const lines = await supersededCartLines(db, customerId);
  if (lines.length === 0) return;
  const { byId } = await resolveParts(db, { ids: lines.map((line) => line.product_id) }, true);
  await inTransaction(db, async (trx) => {
    for (const line of lines) {
      const resolution = byId.get(line.product_id);
      if (resolution?.kind !== 'replaced') continue;
      await setLineQuantity(trx, customerId, line.product_id, 0);
      await addResolvedToCart(trx, customerId, resolution, line.quantity, { marke: line.marke, produktart: line.produktart }, 'en', true);
    }
  });
}
