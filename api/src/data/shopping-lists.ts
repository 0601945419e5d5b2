import type { ShoppingList } from '@parts/contract/lists';
import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

const SELECT_ITEMS = perLanguage(
  (language) => `SELECT i.product_id, p.sku, ${localized(language, 'p.name')} AS name, i.quantity
     FROM shopping_list_items i JOIN products p ON p.id = i.product_id WHERE i.list_id = ? ORDER BY i.display_order`,
);

/** The customer's lists, or one of them (undefined when it is not theirs). */
export function customerLists(sql: Sql, customerId: number, language: Language, listId?: number): ShoppingList[] {
  const lists = sql.all<{ id: number; name: string }>(
    'SELECT id, name FROM shopping_lists WHERE customer_id = @customer AND (@list IS NULL OR id = @list) ORDER BY created_on, id',
    { customer: customerId, list: listId ?? null },
  );
  return lists.map((list) => ({
    Id: list.id,
    Name: list.name,
    Items: sql
      .all<{ product_id: number; sku: string; name: string; quantity: number }>(SELECT_ITEMS[language], [list.id])
      .map((item) => ({ ProductId: item.product_id, Sku: item.sku, Name: item.name, Quantity: item.quantity })),
  }));
}

export interface ListItem {
  productId: number;
  quantity: number;
}

/** Replaces a list's items (the same part twice adds up). */
export function replaceListItems(sql: Sql, listId: number, items: readonly ListItem[]): void {
  sql.run('DELETE FROM shopping_list_items WHERE list_id = ?', [listId]);
  items.forEach((item, order) => {
    sql.run(
      `INSERT INTO shopping_list_items (list_id, product_id, quantity, display_order) VALUES (?, ?, ?, ?)
       ON CONFLICT (list_id, product_id) DO UPDATE SET quantity = MIN(quantity + excluded.quantity, 9999)`,
      [listId, item.productId, item.quantity, order],
    );
  });
}

export function cartAsListItems(sql: Sql, customerId: number): ListItem[] {
  return sql.all<ListItem>('SELECT product_id AS productId, quantity FROM cart_items WHERE customer_id = ? ORDER BY rowid', [customerId]);
}

/** True when the customer has another list of this name. */
export function listNameTaken(sql: Sql, customerId: number, name: string, exceptListId = 0): boolean {
  return sql.one('SELECT 1 FROM shopping_lists WHERE customer_id = ? AND name = ? AND id <> ?', [customerId, name, exceptListId]) !== undefined;
}

export function insertList(sql: Sql, customerId: number, name: string): number {
  return sql.run('INSERT INTO shopping_lists (customer_id, name, created_on) VALUES (?, ?, ?)', [customerId, name, new Date().toISOString()]).id;
}

export function renameList(sql: Sql, customerId: number, listId: number, name: string): void {
  sql.run('UPDATE shopping_lists SET name = ? WHERE id = ? AND customer_id = ?', [name, listId, customerId]);
}

export function deleteList(sql: Sql, customerId: number, listId: number): void {
  sql.run('DELETE FROM shopping_lists WHERE id = ? AND customer_id = ?', [listId, customerId]);
}
