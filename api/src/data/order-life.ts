import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Language } from '../i18n/language';
import type { Executor } from './executor';
import { localized } from './language';

/**
 * An order line's part name in the language asked: the catalogue's name in it while the part still
 * has the name the order kept (English), else the kept name (as data/orders.ts shows the lines).
 */
const lineName =
  (language: Language) => (eb: ExpressionBuilder<Database & { i: Database['order_items']; p: Database['products'] }, 'i' | 'p'>) =>
    eb.case().when('p.name', '=', eb.ref('i.product_name')).then(localized(language, 'p.name')).else(eb.ref('i.product_name')).end();

/**
 * The queries of an order's life as the ERP reports it (migration 35; domain/order-life.ts decides):
 * the lines' confirmation events, the delivery notes and their lines, invoices and credit notes.
 */

/** The order's customer and whether it is a VOR order (1), or undefined when there is no such order. */
export async function orderOwner(db: Executor, orderId: number): Promise<{ customerId: number; vor: number } | undefined> {
  return db.selectFrom('orders').select(['customer_id as customerId', 'vor']).where('id', '=', orderId).executeTakeFirst();
}

/** The order's lines, in their order, named in the language asked. */
export async function orderLines(db: Executor, orderId: number, language: Language = 'en') {
  return db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.sku', lineName(language)(eb).as('productName'), 'i.quantity'])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
}

export interface LineEventRow {
  id: number;
  orderItemId: number;
  state: string;
  expectedDate: string | null;
  reason: string | null;
  occurredAt: number;
}

/** Every confirmation event of the order's lines, oldest first (by the ERP's time, then as recorded). */
export async function lineEvents(db: Executor, orderId: number): Promise<LineEventRow[]> {
  return db
    .selectFrom('order_line_events')
    .select(['id', 'order_item_id as orderItemId', 'state', 'expected_date as expectedDate', 'reason', 'occurred_at as occurredAt'])
    .where('order_id', '=', orderId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export async function insertLineEvent(
  db: Executor,
  event: {
    orderId: number;
    orderItemId: number;
    state: string;
    expectedDate: string | null;
    reason: string | null;
    occurredAt: number;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('order_line_events')
    .values({
      order_id: event.orderId,
      order_item_id: event.orderItemId,
      state: event.state,
      expected_date: event.expectedDate,
      reason: event.reason,
      occurred_at: event.occurredAt,
      recorded_at: event.now,
    })
    .execute();
}

/** The quantity of each line on each delivery note of the order, with the note's delivery. */
export async function shippedLines(db: Executor, orderId: number) {
  return db
    .selectFrom('shipment_lines as l')
    .innerJoin('shipments as s', 's.id', 'l.shipment_id')
    .select(['l.order_item_id as orderItemId', 'l.quantity', 's.delivered_on as deliveredOn'])
    .where('s.order_id', '=', orderId)
    .execute();
}

export interface ShipmentRow {
  id: number;
  orderId: number;
  deliveryNote: string;
  deliveryDate: string;
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  deliveredOn: string | null;
}

const shipmentColumns = [
  'id',
  'order_id as orderId',
  'delivery_note as deliveryNote',
  'delivery_date as deliveryDate',
  'carrier',
  'tracking_number as trackingNumber',
  'tracking_url as trackingUrl',
  'delivered_on as deliveredOn',
] as const;

export async function shipmentByNote(db: Executor, deliveryNote: string): Promise<ShipmentRow | undefined> {
  return db.selectFrom('shipments').select(shipmentColumns).where('delivery_note', '=', deliveryNote).executeTakeFirst();
}

/** The delivery notes of some orders (or one), newest delivery first. */
export async function shipmentsOf(db: Executor, orderIds: readonly number[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('shipments')
    .select(shipmentColumns)
    .where('order_id', 'in', orderIds)
    .orderBy('delivery_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The lines of delivery notes, with the part of each. */
export async function linesOfShipments(db: Executor, shipmentIds: readonly number[], language: Language = 'en') {
  if (shipmentIds.length === 0) return [];
  return db
    .selectFrom('shipment_lines as l')
    .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => [
      'l.shipment_id as shipmentId',
      'l.order_item_id as lineId',
      'i.sku',
      lineName(language)(eb).as('productName'),
      'l.quantity',
    ])
    .where('l.shipment_id', 'in', shipmentIds)
    .orderBy('l.order_item_id')
    .execute();
}

export async function insertShipment(
  db: Executor,
  shipment: Omit<ShipmentRow, 'id' | 'deliveredOn'> & { lines: readonly { lineId: number; quantity: number }[]; now: number },
): Promise<void> {
  const { id } = await db
    .insertInto('shipments')
    .values({
      order_id: shipment.orderId,
      delivery_note: shipment.deliveryNote,
      delivery_date: shipment.deliveryDate,
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      tracking_url: shipment.trackingUrl,
      delivered_on: null,
      recorded_at: shipment.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('shipment_lines')
    .values(shipment.lines.map((line) => ({ shipment_id: id, order_item_id: line.lineId, quantity: line.quantity })))
    .execute();
}

export async function setDelivered(db: Executor, shipmentId: number, deliveredOn: string): Promise<void> {
  await db.updateTable('shipments').set({ delivered_on: deliveredOn }).where('id', '=', shipmentId).execute();
}

export async function setOrderStatus(db: Executor, orderId: number, orderStatus: string, shippingStatus: string): Promise<void> {
  await db.updateTable('orders').set({ order_status: orderStatus, shipping_status: shippingStatus }).where('id', '=', orderId).execute();
}

export interface InvoiceRow {
  id: number;
  orderId: number;
  orderNumber: string | null;
  customerId: number;
  kind: string;
  number: string;
  corrects: string | null;
  issueDate: string;
  saleDate: string;
  dueDate: string;
  currency: string;
  netTotal: number;
  vatTotal: number;
  grossTotal: number;
  /** JSON */
  lines: string;
}

const invoiceQuery = (db: Executor) =>
  db
    .selectFrom('invoices as v')
    .innerJoin('orders as o', 'o.id', 'v.order_id')
    .select([
      'v.id',
      'v.order_id as orderId',
      'o.order_number as orderNumber',
      'o.customer_id as customerId',
      'v.kind',
      'v.number',
      'v.corrects',
      'v.issue_date as issueDate',
      'v.sale_date as saleDate',
      'v.due_date as dueDate',
      'v.currency',
      'v.net_total as netTotal',
      'v.vat_total as vatTotal',
      'v.gross_total as grossTotal',
      'v.lines',
    ]);

export async function invoiceByNumber(db: Executor, number: string): Promise<InvoiceRow | undefined> {
  return invoiceQuery(db).where('v.number', '=', number).executeTakeFirst();
}

/** A customer's invoices and credit notes (of one order, or all), newest first. */
export async function invoicesOfCustomer(db: Executor, customerId: number, orderId?: number): Promise<InvoiceRow[]> {
  let query = invoiceQuery(db).where('o.customer_id', '=', customerId);
  if (orderId !== undefined) query = query.where('v.order_id', '=', orderId);
  return query.orderBy('v.issue_date', 'desc').orderBy('v.id', 'desc').execute();
}

export async function insertInvoice(
  db: Executor,
  invoice: Omit<InvoiceRow, 'id' | 'orderNumber' | 'customerId'> & { now: number },
): Promise<void> {
  await db
    .insertInto('invoices')
    .values({
      order_id: invoice.orderId,
      kind: invoice.kind,
      number: invoice.number,
      corrects: invoice.corrects,
      issue_date: invoice.issueDate,
      sale_date: invoice.saleDate,
      due_date: invoice.dueDate,
      currency: invoice.currency,
      net_total: invoice.netTotal,
      vat_total: invoice.vatTotal,
      gross_total: invoice.grossTotal,
      lines: invoice.lines,
      recorded_at: invoice.now,
    })
    .execute();
}

/** A customer's order (number and status), or undefined when it is no order of theirs. */
export async function customerOrderHead(db: Executor, customerId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number as orderNumber', 'order_status as orderStatus'])
    .where('id', '=', orderId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The numbers of a customer's orders by id. */
export async function customerOrderNumbers(db: Executor, customerId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('orders').select(['id', 'order_number as orderNumber']).where('customer_id', '=', customerId).execute();
  return new Map(rows.map((row) => [row.id, row.orderNumber ?? String(row.id)]));
}

export async function invoiceById(db: Executor, id: number): Promise<InvoiceRow | undefined> {
  return invoiceQuery(db).where('v.id', '=', id).executeTakeFirst();
}

/** Whom an order's mail goes to: the dealer, the order's language and number, the kinds switched off. */
export async function orderMailTarget(db: Executor, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.customer_id as customerId',
      'o.order_number as orderNumber',
      'o.language',
      'c.email',
      'c.first_name as firstName',
      'c.last_name as lastName',
      'c.order_mail_off as mailOff',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

export async function orderMailOff(db: Executor, customerId: number): Promise<string> {
  const row = await db.selectFrom('customers').select('order_mail_off').where('id', '=', customerId).executeTakeFirst();
  return row?.order_mail_off ?? '';
}

export async function setOrderMailOff(db: Executor, customerId: number, off: string): Promise<void> {
  await db.updateTable('customers').set({ order_mail_off: off }).where('id', '=', customerId).execute();
}

/**
 * Every line of a customer's orders with their confirmation events and shipped quantities, three
 * queries for the whole history (GET /api/Order/List's tracking summaries, extension order-tracking).
 */
export async function customerLineFacts(db: Executor, customerId: number) {
  return Promise.all([
    db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.id', 'i.order_id as orderId', 'i.sku', 'i.product_name as productName', 'i.quantity'])
      .where('o.customer_id', '=', customerId)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('order_line_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select([
        'e.id',
        'e.order_item_id as orderItemId',
        'e.state',
        'e.expected_date as expectedDate',
        'e.reason',
        'e.occurred_at as occurredAt',
      ])
      .where('o.customer_id', '=', customerId)
      .orderBy('e.occurred_at')
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('shipment_lines as l')
      .innerJoin('shipments as s', 's.id', 'l.shipment_id')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['l.order_item_id as orderItemId', 'l.quantity', 's.delivered_on as deliveredOn'])
      .where('o.customer_id', '=', customerId)
      .execute(),
  ]);
}
