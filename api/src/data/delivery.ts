import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { availableByWarehouse, availableQuantity } from './stock-reservations';

/* Compiled once: the cart and ProductStock ask them on every call (extension delivery-estimate). */
const LEAD_TIMES = prepared<{ customerId: number }, { warehouse_id: number; working_days: number }>((db, params) =>
  db
    .selectFrom('customers as c')
    .innerJoin('delivery_lead_times as t', 't.branch_warehouse_id', 'c.branch_warehouse_id')
    .select(['t.warehouse_id', 't.working_days'])
    .where('c.id', '=', params.customerId),
);

const CART_STOCK = prepared<{ customerId: number; employeeId: number }, { product_id: number; warehouse_id: number; quantity: number }>(
  (db, params) =>
    db
      .selectFrom('cart_items as c')
      .innerJoin('warehouse_stock as s', 's.product_id', 'c.product_id')
      .select(['s.product_id', 's.warehouse_id', availableQuantity('s').as('quantity')])
      .where('c.customer_id', '=', params.customerId)
      .where('c.employee_id', '=', params.employeeId)
      .orderBy('s.product_id')
      .orderBy('s.warehouse_id'),
);

/**
 * The lead times (working days) of every warehouse to the customer's branch (customers.branch_warehouse_id,
 * delivery_lead_times, migration 12): warehouse id -> days. Empty for a customer without a branch.
 */
export async function leadTimesOf(db: Executor, customerId: number): Promise<Map<number, number>> {
  const rows = await LEAD_TIMES.all(db, { customerId });
  return new Map(rows.map((row) => [row.warehouse_id, row.working_days]));
}

/** The stock per warehouse of the parts in a customer's cart: product id -> [warehouse id, quantity]. */
export async function cartStockByWarehouse(
  db: Executor,
  owner: { customerId: number; employeeId: number },
): Promise<Map<number, { warehouseId: number; stock: number }[]>> {
  return byProduct(await CART_STOCK.all(db, { customerId: owner.customerId, employeeId: owner.employeeId }));
}

/** The stock per warehouse of parts: product id -> [warehouse id, quantity] (as cartStockByWarehouse, for parts not in the cart yet). */
export async function stockByWarehouse(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, { warehouseId: number; stock: number }[]>> {
  const rows = productIds.length === 0 ? [] : await availableByWarehouse(db, productIds);
  return byProduct(rows);
}

function byProduct(
  rows: readonly { product_id: number; warehouse_id: number; quantity: number }[],
): Map<number, { warehouseId: number; stock: number }[]> {
  const result = new Map<number, { warehouseId: number; stock: number }[]>();
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({ warehouseId: row.warehouse_id, stock: row.quantity });
    result.set(row.product_id, list);
  }
  return result;
}
