import type { Sql } from '../db/sql';

/**
 * The lead times (working days) of every warehouse to the customer's branch (customers.branch_warehouse_id,
 * delivery_lead_times, migration 12): warehouse id -> days. Empty for a customer without a branch.
 */
export function leadTimesOf(sql: Sql, customerId: number): Map<number, number> {
  const rows = sql.all<{ warehouse_id: number; working_days: number }>(
    `SELECT t.warehouse_id, t.working_days FROM customers c
       JOIN delivery_lead_times t ON t.branch_warehouse_id = c.branch_warehouse_id
     WHERE c.id = ?`,
    [customerId],
  );
  return new Map(rows.map((row) => [row.warehouse_id, row.working_days]));
}

/** The stock per warehouse of the parts in a customer's cart: product id -> [warehouse id, quantity]. */
export function cartStockByWarehouse(sql: Sql, customerId: number): Map<number, { warehouseId: number; stock: number }[]> {
  const rows = sql.all<{ product_id: number; warehouse_id: number; quantity: number }>(
    `SELECT s.product_id, s.warehouse_id, s.quantity FROM cart_items c
       JOIN warehouse_stock s ON s.product_id = c.product_id
     WHERE c.customer_id = ? ORDER BY s.product_id, s.warehouse_id`,
    [customerId],
  );
  const result = new Map<number, { warehouseId: number; stock: number }[]>();
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({ warehouseId: row.warehouse_id, stock: row.quantity });
    result.set(row.product_id, list);
  }
  return result;
}
