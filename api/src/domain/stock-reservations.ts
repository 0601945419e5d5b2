/**
 * Stock reservations (issue 40, item 4): an order placed takes what it orders from the stock every
 * dealer sees, until the ERP reports it shipped or cancelled. See docs/integration.md ("Stock
 * reserved by orders") for how the reservations and the feeds' stock figures combine.
 */
import type { Executor } from '../data/executor';
import { leadTimesOf } from '../data/delivery';
import {
  availableByWarehouse,
  insertReservations,
  orderItemsOf,
  reservationsOf,
  setReservation,
  type ReservationRow,
} from '../data/stock-reservations';

/**
 * Reserves the lines of a newly placed order: each line takes what it orders from the warehouses
 * with stock left, the dealer's nearest first (the shortest lead time to their branch, as the delivery
 * estimate counts; then by warehouse id); what a line orders beyond the stock is a backorder and
 * reserves nothing. Two lines of one part share its stock. Three queries whatever the order's size.
 */
export async function reserveOrder(db: Executor, orderId: number, customerId: number): Promise<void> {
  const items = await orderItemsOf(db, orderId);
  if (items.length === 0) return;
  const [stock, leadTimes] = await Promise.all([
    availableByWarehouse(db, [...new Set(items.map((item) => item.product_id))]),
    leadTimesOf(db, customerId),
  ]);
  const left = new Map<number, { warehouseId: number; quantity: number }[]>();
  for (const row of stock) {
    const list = left.get(row.product_id) ?? [];
    list.push({ warehouseId: row.warehouse_id, quantity: row.quantity });
    left.set(row.product_id, list);
  }
  const lead = (warehouseId: number): number => leadTimes.get(warehouseId) ?? Number.MAX_SAFE_INTEGER;
  const rows: ReservationRow[] = [];
  for (const item of items) {
    const warehouses = (left.get(item.product_id) ?? []).sort(
      (a, b) => lead(a.warehouseId) - lead(b.warehouseId) || a.warehouseId - b.warehouseId,
    );
    let wanted = item.quantity;
    for (const warehouse of warehouses) {
      if (wanted === 0) break;
      const taken = Math.min(wanted, warehouse.quantity);
      if (taken <= 0) continue;
      warehouse.quantity -= taken;
      wanted -= taken;
      rows.push({ order_item_id: item.id, warehouse_id: warehouse.warehouseId, product_id: item.product_id, quantity: taken });
    }
  }
  await insertReservations(db, rows);
}

/**
 * Releases what the ERP shipped or cancelled: each line keeps reserved at most what is still open
 * (ordered less shipped, nothing once cancelled), releasing from its last warehouse first.
 */
export async function releaseShipped(db: Executor, lines: readonly { id: number; open: number }[]): Promise<void> {
  const reservations = await reservationsOf(
    db,
    lines.map((line) => line.id),
  );
  for (const line of lines) {
    const own = reservations.filter((row) => row.order_item_id === line.id).reverse();
    let over = own.reduce((sum, row) => sum + row.quantity, 0) - line.open;
    for (const row of own) {
      if (over <= 0) break;
      const released = Math.min(over, row.quantity);
      over -= released;
      await setReservation(db, line.id, row.warehouse_id, row.quantity - released);
    }
  }
}
