import type { CartLine } from '@parts/contract/cart';
import type { Sql } from '../db/sql';
import { NotFound } from '../domain/errors';
import { pictureUrl } from '../images/urls';
import { dealerPrice, roundMoney } from './money';

export const MAX_LINE_QUANTITY = 9999;

export function customerDiscount(sql: Sql, customerId: number): number {
  return sql.one<{ discount_percent: number }>('SELECT discount_percent FROM customers WHERE id = ?', [customerId])?.discount_percent ?? 0;
}

interface CartRow {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  picture_id: number | null;
  quantity: number;
}

export function cartLines(sql: Sql, customerId: number): CartLine[] {
  const discount = customerDiscount(sql, customerId);
  return sql
    .all<CartRow>(
      `SELECT c.product_id, p.sku, p.name, p.price, p.picture_id, c.quantity
       FROM cart_items c JOIN products p ON p.id = c.product_id
       WHERE c.customer_id = ? ORDER BY c.rowid`,
      [customerId],
    )
    .map((row) => {
      const price = dealerPrice(row.price, discount);
      return {
        Product: { Id: row.product_id, Sku: row.sku, Name: row.name, ...price, PictureUrl: row.picture_id ? pictureUrl(row.picture_id) : null },
        Quantity: row.quantity,
        Total: roundMoney(price.Price * row.quantity),
      };
    });
}

export function totalStock(sql: Sql, productId: number): number {
  return sql.one<{ total: number }>('SELECT COALESCE(SUM(quantity), 0) AS total FROM warehouse_stock WHERE product_id = ?', [productId])?.total ?? 0;
}

export interface CartContext {
  marke: string;
  produktart: string;
}

/** The vehicle context of a cart line as the catalogue sent it; defaults: the network's brand and PKW. */
export function cartContext(vehicleBrand: string, marke = '', produktart = ''): CartContext {
  return { marke: marke || vehicleBrand, produktart: produktart || 'PKW' };
}

interface PartRow {
  id: number;
  sku: string;
  price: number;
}

/** A part (simple product) by id or SKU; boards cannot go into the cart. */
export function findPart(sql: Sql, by: { id: number } | { sku: string }): PartRow | undefined {
  return 'id' in by
    ? sql.one<PartRow>("SELECT id, sku, price FROM products WHERE id = ? AND product_type = 'SimpleProduct'", [by.id])
    : sql.one<PartRow>("SELECT id, sku, price FROM products WHERE sku = ? AND product_type = 'SimpleProduct'", [by.sku.trim()]);
}

/**
 * Adds a quantity of a part to the cart (adding to a line already there) and returns the
 * notices the dealer should see (without the SKU; callers adding several parts prefix it); the part is added even when stock is short or it is unavailable.
 */
export function addPartToCart(sql: Sql, customerId: number, part: PartRow, quantity: number, context: CartContext): string[] {
  const current = sql.one<{ quantity: number }>('SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = ?', [customerId, part.id])?.quantity ?? 0;
  const wanted = Math.min(current + quantity, MAX_LINE_QUANTITY);
  sql.run(
    `INSERT INTO cart_items (customer_id, product_id, quantity, marke, produktart, added_on) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    [customerId, part.id, wanted, context.marke, context.produktart, new Date().toISOString()],
  );
  const notices: string[] = [];
  if (part.price <= 0) notices.push('Product temporarily unavailable.');
  const stock = totalStock(sql, part.id);
  if (wanted > stock) notices.push(stock === 0 ? 'Not in stock; the part will be back-ordered.' : `Only ${stock} items in stock`);
  if (current + quantity > MAX_LINE_QUANTITY) notices.push(`At most ${MAX_LINE_QUANTITY} items per line.`);
  return notices;
}

/** Sets a cart line's quantity (0 removes it); 404 when the part is not in the cart. */
export function setCartQuantity(sql: Sql, customerId: number, productId: number, quantity: number): void {
  const { changes } =
    quantity === 0
      ? sql.run('DELETE FROM cart_items WHERE customer_id = ? AND product_id = ?', [customerId, productId])
      : sql.run('UPDATE cart_items SET quantity = ? WHERE customer_id = ? AND product_id = ?', [quantity, customerId, productId]);
  if (changes === 0) throw new NotFound();
}

export function clearCart(sql: Sql, customerId: number): void {
  sql.run('DELETE FROM cart_items WHERE customer_id = ?', [customerId]);
}
