import type * as v from 'valibot';
import type { IntegrationAckSchema, IntegrationOrdersPageSchema } from '@parts/contract/integration';
import type { Executor } from '../data/executor';
import { acknowledgeOrders, existingOrderIds, unacknowledgedOrders } from '../data/integration-orders';
import { ordersById } from '../data/orders';

const FEED_MAX_LIMIT = 200;

/**
 * The new-orders feed (docs/integration.md): orders not acknowledged yet, the VOR orders first, then
 * the others by id (the cursor is the last id of those handed out), in English (the ERP's language for names). An order stays in the feed
 * until acknowledged: asking again from the start hands it out again.
 */
export async function newOrders(db: Executor, after: number, limit: number): Promise<v.InferOutput<typeof IntegrationOrdersPageSchema>> {
  const size = Math.min(Math.max(limit, 1), FEED_MAX_LIMIT);
  // VOR orders first (issue 40, item 5): every one not acknowledged heads each page, whatever the cursor
  const urgent = await unacknowledgedOrders(db, 0, size, 1);
  const others = urgent.length < size ? await unacknowledgedOrders(db, after, size - urgent.length, 0) : [];
  const rows = [...urgent, ...others];
  // the page's orders at once (a few queries whatever the page's size, not a few per order)
  const read = await ordersById(
    db,
    rows.map((row) => row.id),
    'en',
  );
  const orders = rows.map((row) => {
    const found = read.get(row.id);
    if (!found) throw new Error(`order ${row.id} cannot be read`);
    const { detail, lineIds } = found;
    return {
      Id: detail.Id,
      OrderNumber: detail.OrderNumber,
      CreatedOn: detail.CreatedOn,
      Customer: { Id: row.customerId, Company: row.company, Email: row.email },
      CustomerReference: row.customerReference,
      BillingAddress: detail.BillingAddress,
      ShippingAddress: detail.ShippingAddress,
      PickUpInStore: detail.PickUpInStore,
      ShippingMethod: detail.ShippingMethod,
      PaymentMethod: detail.PaymentMethod,
      // both by line id: the line's id is the LineId the ERP confirms and ships by
      Lines: detail.Items.map((item, index) => ({
        LineId: lineIds[index] ?? 0,
        Sku: item.Sku,
        ProductName: item.ProductName,
        Quantity: item.Quantity,
        UnitPrice: item.UnitPrice,
        SubTotal: item.SubTotal,
      })),
      OrderSubtotal: detail.OrderSubtotal,
      OrderShipping: detail.OrderShipping,
      Tax: detail.Tax,
      OrderTotal: detail.OrderTotal,
      Vor: row.vor === 1,
    };
  });
  // the cursor moves over the other orders only: a VOR order leaves the feed when acknowledged
  const last = others.at(-1);
  return { Orders: orders, Next: last ? String(last.id) : after > 0 ? String(after) : null };
}

/** Acknowledges orders (again: no change); answers which ids were orders and which not. */
export async function acknowledge(
  db: Executor,
  ids: readonly number[],
  keyId: number,
  now: number,
): Promise<v.InferOutput<typeof IntegrationAckSchema>> {
  const unique = [...new Set(ids)];
  const existing = await existingOrderIds(db, unique);
  await acknowledgeOrders(db, existing, keyId, now);
  return { Acknowledged: existing, Unknown: unique.filter((id) => !existing.includes(id)).sort((a, b) => a - b) };
}
