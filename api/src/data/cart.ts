import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** The cart_items table with what a cart line shows of its part. */
export interface CartRow {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  picture_id: number | null;
  quantity: number;
  /** The part's stock over every warehouse. */
  stock: number;
}

/** A part that can go into the cart. */
export interface PartRow {
  id: number;
  sku: string;
  price: number;
}

export function customerDiscount(sql: Sql, customerId: number): number {
  return sql.one<{ discount_percent: number }>('SELECT discount_percent FROM customers WHERE id = ?', [customerId])?.discount_percent ?? 0;
}

const SELECT_CART = perLanguage(
  (language) => `SELECT c.product_id, p.sku, ${localized(language, 'p.name')} AS name, p.price, p.picture_id, c.quantity,
       (SELECT COALESCE(SUM(s.quantity), 0) FROM warehouse_stock s WHERE s.product_id = c.product_id) AS stock
     FROM cart_items c JOIN products p ON p.id = c.product_id
     WHERE c.customer_id = ? ORDER BY c.rowid`,
);

export function cartRows(sql: Sql, customerId: number, language: Language): CartRow[] {
  return sql.all<CartRow>(SELECT_CART[language], [customerId]);
}

export function totalStock(sql: Sql, productId: number): number {
  return sql.one<{ total: number }>('SELECT COALESCE(SUM(quantity), 0) AS total FROM warehouse_stock WHERE product_id = ?', [productId])?.total ?? 0;
}

/** A part (simple product) by id or SKU; boards cannot go into the cart. */
export function findPart(sql: Sql, by: { id: number } | { sku: string }): PartRow | undefined {
  return 'id' in by
    ? sql.one<PartRow>("SELECT id, sku, price FROM products WHERE id = ? AND product_type = 'SimpleProduct'", [by.id])
    : sql.one<PartRow>("SELECT id, sku, price FROM products WHERE sku = ? AND product_type = 'SimpleProduct'", [by.sku.trim()]);
}

export function lineQuantity(sql: Sql, customerId: number, productId: number): number {
  return sql.one<{ quantity: number }>('SELECT quantity FROM cart_items WHERE customer_id = ? AND product_id = ?', [customerId, productId])?.quantity ?? 0;
}

export function saveLine(sql: Sql, customerId: number, productId: number, quantity: number, context: { marke: string; produktart: string }): void {
  sql.run(
    `INSERT INTO cart_items (customer_id, product_id, quantity, marke, produktart, added_on) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
    [customerId, productId, quantity, context.marke, context.produktart, new Date().toISOString()],
  );
}

/** Sets a line's quantity (0 deletes it); false when the part is not in the cart. */
export function setLineQuantity(sql: Sql, customerId: number, productId: number, quantity: number): boolean {
  const { changes } =
    quantity === 0
      ? sql.run('DELETE FROM cart_items WHERE customer_id = ? AND product_id = ?', [customerId, productId])
      : sql.run('UPDATE cart_items SET quantity = ? WHERE customer_id = ? AND product_id = ?', [quantity, customerId, productId]);
  return changes > 0;
}

export function clearCart(sql: Sql, customerId: number): void {
  sql.run('DELETE FROM cart_items WHERE customer_id = ?', [customerId]);
}
