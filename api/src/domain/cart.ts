import type { CartLine } from '@parts/contract/cart';
import { cartRows, customerDiscount, lineQuantity, saveLine, setLineQuantity, totalStock, type PartRow } from '../data/cart';
import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { pictureUrl } from '../images/urls';
import { NotFound } from './errors';
import { dealerPrice, roundMoney } from './money';

export const MAX_LINE_QUANTITY = 9999;

/** The cart lines, priced for the customer (their discount). */
export function cartLines(sql: Sql, customerId: number, language: Language): CartLine[] {
  const discount = customerDiscount(sql, customerId);
  return cartRows(sql, customerId, language).map((row) => {
    const price = dealerPrice(row.price, discount);
    return {
      Product: { Id: row.product_id, Sku: row.sku, Name: row.name, ...price, PictureUrl: row.picture_id ? pictureUrl(row.picture_id) : null },
      Quantity: row.quantity,
      Total: roundMoney(price.Price * row.quantity),
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
 * Adds a quantity of a part to the cart (adding to a line already there) and returns the
 * notices the dealer should see (without the SKU; callers adding several parts prefix it); the part is added even when stock is short or it is unavailable.
 */
export function addPartToCart(sql: Sql, customerId: number, part: PartRow, quantity: number, context: CartContext): string[] {
  const current = lineQuantity(sql, customerId, part.id);
  const wanted = Math.min(current + quantity, MAX_LINE_QUANTITY);
  saveLine(sql, customerId, part.id, wanted, context);
  const notices: string[] = [];
  if (part.price <= 0) notices.push('Product temporarily unavailable.');
  const stock = totalStock(sql, part.id);
  if (wanted > stock) notices.push(stock === 0 ? 'Not in stock; the part will be back-ordered.' : `Only ${stock} items in stock`);
  if (current + quantity > MAX_LINE_QUANTITY) notices.push(`At most ${MAX_LINE_QUANTITY} items per line.`);
  return notices;
}

/** Sets a cart line's quantity (0 removes it); NotFound when the part is not in the cart. */
export function setCartQuantity(sql: Sql, customerId: number, productId: number, quantity: number): void {
  if (!setLineQuantity(sql, customerId, productId, quantity)) throw new NotFound();
}
