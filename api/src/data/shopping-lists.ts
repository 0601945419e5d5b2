import type { ShoppingList } from '@parts/contract/lists';
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';

/** The largest quantity of one part on a list (the same part twice adds up to at most this). */
const MAX_LIST_QUANTITY = 9999;

/** The customer's lists, or one of them (undefined when it is not theirs). */
export async function customerLists(db: Executor, customerId: number, language: Language, listId?: number): Promise<ShoppingList[]> {
  let query = db.selectFrom('shopping_lists').select(['id', 'name', 'author']).where('customer_id', '=', customerId);
  if (listId !== undefined) query = query.where('id', '=', listId);
  const lists = await query.orderBy('created_on').orderBy('id').execute();
  return Promise.all(
    lists.map(async (list) => ({
      Id: list.id,
      Name: list.name,
      Items: (
        await db
          .selectFrom('shopping_list_items as i')
          .innerJoin('products as p', 'p.id', 'i.product_id')
          .select(['i.product_id', 'p.sku', localized(language, 'p.name').as('name'), 'i.quantity'])
          .where('i.list_id', '=', list.id)
          .orderBy('i.display_order')
          .execute()
      ).map((item) => ({ ProductId: item.product_id, Sku: item.sku, Name: item.name, Quantity: item.quantity })),
      // extension team: who made it (the routes leave it out without the extension)
      Author: list.author ?? '',
    })),
  );
}

export interface ListItem {
  productId: number;
  quantity: number;
}

/** Replaces a list's items (the same part twice adds up); call it in a transaction. */
export async function replaceListItems(db: Executor, listId: number, items: readonly ListItem[]): Promise<void> {
  await db.deleteFrom('shopping_list_items').where('list_id', '=', listId).execute();
  for (const [order, item] of items.entries()) {
    await db
      .insertInto('shopping_list_items')
      .values({ list_id: listId, product_id: item.productId, quantity: item.quantity, display_order: order })
      .onConflict((conflict) =>
        conflict.columns(['list_id', 'product_id']).doUpdateSet({
          // the smaller of the sum and the cap, written for both databases (SQLite's min() is PostgreSQL's LEAST())
          quantity: sql<number>`CASE WHEN shopping_list_items.quantity + excluded.quantity > ${MAX_LIST_QUANTITY} THEN ${MAX_LIST_QUANTITY}
            ELSE shopping_list_items.quantity + excluded.quantity END`,
        }),
      )
      .execute();
  }
}

export async function cartAsListItems(db: Executor, owner: { customerId: number; employeeId: number }): Promise<ListItem[]> {
  return db
    .selectFrom('cart_items')
    .select(['product_id as productId', 'quantity'])
    .where('customer_id', '=', owner.customerId)
    .where('employee_id', '=', owner.employeeId)
    .orderBy('rowid')
    .execute();
}

/** True when the customer has another list of this name. */
export async function listNameTaken(db: Executor, customerId: number, name: string, exceptListId = 0): Promise<boolean> {
  const row = await db
    .selectFrom('shopping_lists')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('name', '=', name)
    .where('id', '<>', exceptListId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertList(
  db: Executor,
  customerId: number,
  name: string,
  createdOn = new Date().toISOString(),
  author?: { employeeId: number | null; name: string },
): Promise<number> {
  const row = await db
    .insertInto('shopping_lists')
    .values({
      customer_id: customerId,
      name,
      created_on: createdOn,
      ...(author && { author_employee_id: author.employeeId, author: author.name }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameList(db: Executor, customerId: number, listId: number, name: string): Promise<void> {
  await db.updateTable('shopping_lists').set({ name }).where('id', '=', listId).where('customer_id', '=', customerId).execute();
}

export async function deleteList(db: Executor, customerId: number, listId: number): Promise<void> {
  await db.deleteFrom('shopping_lists').where('id', '=', listId).where('customer_id', '=', customerId).execute();
}
