import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/database';

/**
 * What the dealers see of a stock row (`alias`: a warehouse_stock row): the warehouse's figure less
 * what placed orders reserve of it until shipped (stock_reservations, migration 52), never below 0 (NULL
 * where a left join found no row).
 * One aggregate row per stock row (an index lookup on product and warehouse): the board, ProductStock
 * (and its batch), the cart and the price file stay one set-based query each.
 */
export function availableQuantity(alias: string): RawBuilder<number> {
  const s = sql.table(alias);
  return sql<number>`(SELECT CASE WHEN ${s}.quantity IS NULL THEN NULL WHEN ${s}.quantity > COALESCE(SUM(r.quantity), 0) THEN ${s}.quantity - COALESCE(SUM(r.quantity), 0) ELSE 0 END
    FROM stock_reservations r WHERE r.product_id = ${s}.product_id AND r.warehouse_id = ${s}.warehouse_id)`;
}

/** A placed order's lines: id, part and quantity. */
export async function orderItemsOf(db: Executor, orderId: number) {
  return db.selectFrom('order_items').select(['id', 'product_id', 'quantity']).where('order_id', '=', orderId).orderBy('id').execute();
}

/** What the dealers see of parts' stock per warehouse (availableQuantity), by part then warehouse. */
export async function availableByWarehouse(db: Executor, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('warehouse_stock as s')
    .select(['s.product_id', 's.warehouse_id', availableQuantity('s').as('quantity')])
    .where('s.product_id', 'in', [...productIds])
    .orderBy('s.product_id')
    .orderBy('s.warehouse_id')
    .execute();
}

export interface ReservationRow {
  order_item_id: number;
  warehouse_id: number;
  product_id: number;
  quantity: number;
}

export async function insertReservations(db: Executor, rows: readonly ReservationRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('stock_reservations')
      .values([...rows])
      .execute();
}

/** The reservations of order lines, by line then warehouse. */
export async function reservationsOf(db: Executor, orderItemIds: readonly number[]): Promise<ReservationRow[]> {
  if (orderItemIds.length === 0) return [];
  return db
    .selectFrom('stock_reservations')
    .selectAll()
    .where('order_item_id', 'in', [...orderItemIds])
    .orderBy('order_item_id')
    .orderBy('warehouse_id')
    .execute();
}

export async function setReservation(db: Executor, orderItemId: number, warehouseId: number, quantity: number): Promise<void> {
  const row = db.updateTable('stock_reservations').where('order_item_id', '=', orderItemId).where('warehouse_id', '=', warehouseId);
  if (quantity > 0) await row.set({ quantity }).execute();
  else await db.deleteFrom('stock_reservations').where('order_item_id', '=', orderItemId).where('warehouse_id', '=', warehouseId).execute();
}
