import type * as v from 'valibot';
import { releaseShipped } from './stock-reservations';
import type {
  IntegrationDeliveredRequest,
  IntegrationDeliveredSchema,
  IntegrationLinesRequest,
  IntegrationLinesSchema,
  IntegrationShipmentRequest,
  IntegrationShipmentSchema,
  LineState,
  OrderLineStateSchema,
  ShipmentSchema,
} from '@parts/contract/integration';
import type { TrackingSummary } from '@parts/contract/tracking-summary';
import { inTransaction, type Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import {
  customerLineFacts,
  insertLineEvent,
  insertShipment,
  lineEvents,
  linesOfShipments,
  orderLines,
  orderOwner,
  setDelivered,
  setOrderStatus,
  shipmentByNote,
  shipmentsOf,
  shippedLines,
  type LineEventRow,
  type ShipmentRow,
} from '../data/order-life';
import { NotFound, Unprocessable, ValidationFailed, type FieldErrors } from './errors';
import { OrderStatus, ShippingStatus } from './order-status';
import { queueBackorderShipped, queueLinesCancelled } from './order-life-mail';

/**
 * An order's life as the importer's ERP reports it (issue 40, docs/integration.md): confirmations of
 * lines, delivery notes, deliveries. Events may come out of order or twice: a line's confirmation is
 * its newest event by the ERP's time (an older one arriving late is kept and changes nothing:
 * `superseded`), the same event or delivery note again changes nothing (`already applied`), and what
 * was shipped counts before any confirmation (a shipment before its confirmation is a shipment).
 * The order's status and shipping status follow from its lines.
 */

type OrderLineState = v.InferOutput<typeof OrderLineStateSchema>;
type Shipment = v.InferOutput<typeof ShipmentSchema>;

interface LineFacts {
  id: number;
  sku: string;
  productName: string;
  quantity: number;
  /** The newest confirmation event. */
  latest: LineEventRow | undefined;
  shipped: number;
  delivered: number;
}

type EventFact = LineFacts['latest'] & object;
interface ShippedFact {
  orderItemId: number;
  quantity: number;
  deliveredOn: string | null;
}

interface FactIndex {
  latest: Map<number, EventFact>;
  shippedOf: Map<number, ShippedFact[]>;
}

/** The newest event and the shipped rows of each line (by line id). */
function indexFacts(events: readonly EventFact[], shipped: readonly ShippedFact[]): FactIndex {
  const latest = new Map<number, EventFact>();
  for (const event of events) latest.set(event.orderItemId, event); // oldest first: the last one kept is the newest
  const shippedOf = new Map<number, ShippedFact[]>();
  for (const row of shipped) shippedOf.set(row.orderItemId, [...(shippedOf.get(row.orderItemId) ?? []), row]);
  return { latest, shippedOf };
}

/** Each line with its newest event and what was shipped and delivered of it. */
function factsOf(
  lines: readonly { id: number; sku: string; productName: string; quantity: number }[],
  { latest, shippedOf }: FactIndex,
): LineFacts[] {
  return lines.map((line) => {
    const own = shippedOf.get(line.id) ?? [];
    return {
      id: line.id,
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      latest: latest.get(line.id),
      shipped: own.reduce((sum, row) => sum + row.quantity, 0),
      delivered: own.reduce((sum, row) => sum + (row.deliveredOn ? row.quantity : 0), 0),
    };
  });
}

async function lineFacts(db: Executor, orderId: number, language: Language = 'en'): Promise<LineFacts[]> {
  const [lines, events, shipped] = await Promise.all([
    orderLines(db, orderId, language),
    lineEvents(db, orderId),
    shippedLines(db, orderId),
  ]);
  return factsOf(lines, indexFacts(events, shipped));
}

const cancelled = (line: LineFacts): boolean => line.latest?.state === 'cancelled';

/** What may still be shipped of a line: ordered less shipped, nothing once cancelled. */
const open = (line: LineFacts): number => (cancelled(line) ? 0 : Math.max(line.quantity - line.shipped, 0));

function stateOf(line: LineFacts): LineState {
  const rest = open(line);
  if (line.shipped > 0 && rest === 0) return line.delivered >= line.shipped ? 'delivered' : 'shipped';
  if (line.shipped > 0) return 'partly shipped';
  if (cancelled(line)) return 'cancelled';
  const latest = line.latest?.state;
  return latest === 'confirmed' || latest === 'backordered' ? latest : 'ordered';
}

function lineState(line: LineFacts): OrderLineState {
  const state = stateOf(line);
  const backordered = line.latest?.state === 'backordered' && open(line) > 0;
  return {
    LineId: line.id,
    Sku: line.sku,
    ProductName: line.productName,
    State: state,
    ExpectedDate: backordered ? (line.latest?.expectedDate ?? null) : null,
    Reason: cancelled(line) ? (line.latest?.reason ?? null) : null,
    Ordered: line.quantity,
    Shipped: line.shipped,
    Delivered: line.delivered,
  };
}

/** The order's status and shipping status from its lines. */
function orderStatusOf(lines: readonly LineFacts[], current: string): { order: string; shipping: string } {
  const states = lines.map(stateOf);
  const shipping = lines.some((line) => line.shipped > 0)
    ? states.every((state) => state === 'delivered' || state === 'cancelled')
      ? ShippingStatus.Delivered
      : ShippingStatus.Shipped
    : ShippingStatus.NotYetShipped;
  if (states.length > 0 && states.every((state) => state === 'cancelled')) return { order: OrderStatus.Cancelled, shipping };
  if (states.length > 0 && states.every((state) => state === 'delivered' || state === 'cancelled'))
    return { order: OrderStatus.Complete, shipping };
  if (lines.some((line) => line.latest || line.shipped > 0)) return { order: OrderStatus.Processing, shipping };
  return { order: current, shipping };
}

/** Saves the order's status as its lines make it; answers the lines and the status. */
async function settle(db: Executor, orderId: number): Promise<{ lines: OrderLineState[]; status: string }> {
  const facts = await lineFacts(db, orderId);
  const { order, shipping } = orderStatusOf(facts, OrderStatus.Pending);
  await setOrderStatus(db, orderId, order, shipping);
  // what is shipped or cancelled no longer holds the stock every dealer sees
  await releaseShipped(
    db,
    facts.map((fact) => ({ id: fact.id, open: open(fact) })),
  );
  return { lines: facts.map(lineState), status: order };
}

/** Every line of a customer's order as it stands (the dealer's order-tracking calls), or undefined. */
export async function lineStatesOf(db: Executor, orderId: number, language: Language = 'en'): Promise<OrderLineState[]> {
  return (await lineFacts(db, orderId, language)).map(lineState);
}

/** An order's lines counted by state: the order page's summary and each order of the history. */
export function summaryOf(lines: readonly OrderLineState[]): TrackingSummary {
  const count = (...states: string[]) => lines.filter((line) => states.includes(line.State)).length;
  const backordered = lines.flatMap((line) => (line.ExpectedDate === null ? [] : [line.ExpectedDate])).sort();
  return {
    Lines: lines.length,
    Confirmed: count('confirmed'),
    Backordered: count('backordered'),
    Shipped: count('shipped', 'delivered'),
    PartlyShipped: count('partly shipped'),
    Delivered: count('delivered'),
    Cancelled: count('cancelled'),
    BackorderedUntil: backordered.at(-1) ?? null,
  };
}

/** The tracking summary of each of a customer's orders (by order id), in three queries. */
export async function customerSummaries(db: Executor, customerId: number): Promise<Map<number, TrackingSummary>> {
  const [lines, events, shipped] = await customerLineFacts(db, customerId);
  const byOrder = new Map<number, typeof lines>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  const index = indexFacts(events, shipped);
  const summaries = new Map<number, TrackingSummary>();
  for (const [orderId, own] of byOrder) summaries.set(orderId, summaryOf(factsOf(own, index).map(lineState)));
  return summaries;
}

async function existingOrder(db: Executor, orderId: number): Promise<void> {
  if (!(await orderOwner(db, orderId))) throw new NotFound();
}

/** Refuses line ids that are not the order's, naming each (Lines[i].LineId). */
function checkLineIds(ids: readonly number[], lines: readonly LineFacts[], orderId: number): void {
  const errors: FieldErrors = {};
  const known = new Set(lines.map((line) => line.id));
  ids.forEach((id, index) => {
    if (!known.has(id)) errors[`Lines[${index}].LineId`] = [`Line ${id} is not a line of order ${orderId}.`];
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
}

/** POST /api/integration/orders/{id}/lines: confirmations, backorders, cancellations, changed dates. */
export async function confirmLines(
  db: Executor,
  orderId: number,
  request: v.InferOutput<typeof IntegrationLinesRequest>,
  now: number,
  /** Mail the dealer (extension order-tracking). */
  mail = false,
): Promise<v.InferOutput<typeof IntegrationLinesSchema>> {
  const errors: FieldErrors = {};
  request.Lines.forEach((line, index) => {
    if (line.State === 'backordered' && !line.ExpectedDate)
      errors[`Lines[${index}].ExpectedDate`] = ['A backordered line needs its ExpectedDate.'];
    if (line.State === 'cancelled' && !line.Reason) errors[`Lines[${index}].Reason`] = ['A cancelled line needs its Reason.'];
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return inTransaction(db, async (trx) => {
    await existingOrder(trx, orderId);
    // the order's lines and their events, read once for the whole request (a request may hold every line)
    const [facts, events] = await Promise.all([lineFacts(trx, orderId), lineEvents(trx, orderId)]);
    checkLineIds(
      request.Lines.map((line) => line.LineId),
      facts,
      orderId,
    );
    const factOf = new Map(facts.map((fact) => [fact.id, fact]));
    const eventsOf = new Map<number, Pick<LineEventRow, 'state' | 'expectedDate' | 'reason' | 'occurredAt'>[]>();
    for (const row of events) eventsOf.set(row.orderItemId, [...(eventsOf.get(row.orderItemId) ?? []), row]);
    // a VOR order's lines are confirmed or cancelled, never backordered silently (issue 40, item 5)
    if ((await orderOwner(trx, orderId))?.vor === 1) {
      const refused: FieldErrors = {};
      request.Lines.forEach((line, index) => {
        if (line.State === 'backordered')
          refused[`Lines[${index}].State`] = [
            `Line ${line.LineId} is on a VOR (vehicle off road) order: confirm it or cancel it with the reason, never backorder it.`,
          ];
      });
      if (Object.keys(refused).length > 0) throw new ValidationFailed(refused);
    }
    const results: { LineId: number; Result: 'applied' | 'already applied' | 'superseded' }[] = [];
    for (const line of request.Lines) {
      const event = {
        orderId,
        orderItemId: line.LineId,
        state: line.State,
        expectedDate: line.State === 'backordered' ? (line.ExpectedDate ?? null) : null,
        reason: line.State === 'cancelled' ? (line.Reason ?? null) : null,
        occurredAt: Date.parse(line.OccurredAt),
        now,
      };
      const fact = factOf.get(line.LineId);
      const known = eventsOf.get(line.LineId) ?? [];
      const same = known.some(
        (row) =>
          row.state === event.state &&
          row.expectedDate === event.expectedDate &&
          row.reason === event.reason &&
          row.occurredAt === event.occurredAt,
      );
      if (same) {
        results.push({ LineId: line.LineId, Result: 'already applied' });
        continue;
      }
      await insertLineEvent(trx, event);
      const newest = known.at(-1);
      const older = newest !== undefined && event.occurredAt < newest.occurredAt;
      const allShipped = fact !== undefined && fact.shipped >= fact.quantity;
      // kept in the ERP's time order, as lineEvents reads them (the same line again in this request sees it)
      const after = known.findIndex((row) => row.occurredAt > event.occurredAt);
      known.splice(after < 0 ? known.length : after, 0, event);
      eventsOf.set(line.LineId, known);
      results.push({ LineId: line.LineId, Result: older || allShipped ? 'superseded' : 'applied' });
    }
    const { lines, status } = await settle(trx, orderId);
    if (mail) {
      const cancelledNow = results.filter((result, index) => result.Result === 'applied' && request.Lines[index]?.State === 'cancelled');
      const shown = lines.filter((line) => line.State === 'cancelled' && cancelledNow.some((result) => result.LineId === line.LineId));
      await queueLinesCancelled(
        trx,
        orderId,
        shown.map((line) => ({ sku: line.Sku, name: line.ProductName, quantity: line.Ordered, reason: line.Reason })),
        now,
      );
    }
    return { OrderId: orderId, OrderStatus: status, Results: results, Lines: lines };
  });
}

async function shipmentOf(db: Executor, row: ShipmentRow): Promise<Shipment> {
  const lines = await linesOfShipments(db, [row.id]);
  return {
    OrderId: row.orderId,
    DeliveryNote: row.deliveryNote,
    DeliveryDate: row.deliveryDate,
    Carrier: row.carrier,
    TrackingNumber: row.trackingNumber,
    TrackingUrl: row.trackingUrl,
    DeliveredOn: row.deliveredOn,
    Lines: lines.map((line) => ({ LineId: line.lineId, Sku: line.sku, ProductName: line.productName, Quantity: line.quantity })),
  };
}

/** The delivery notes of orders, each with its lines, newest first. */
export async function shipmentsOfOrders(db: Executor, orderIds: readonly number[], language: Language = 'en'): Promise<Shipment[]> {
  const rows = await shipmentsOf(db, orderIds);
  const lines = await linesOfShipments(
    db,
    rows.map((row) => row.id),
    language,
  );
  return rows.map((row) => ({
    OrderId: row.orderId,
    DeliveryNote: row.deliveryNote,
    DeliveryDate: row.deliveryDate,
    Carrier: row.carrier,
    TrackingNumber: row.trackingNumber,
    TrackingUrl: row.trackingUrl,
    DeliveredOn: row.deliveredOn,
    Lines: lines
      .filter((line) => line.shipmentId === row.id)
      .map((line) => ({ LineId: line.lineId, Sku: line.sku, ProductName: line.productName, Quantity: line.quantity })),
  }));
}

/** The lines of a request, one per line id (the same line twice: its quantities added). */
function summed(lines: readonly { LineId: number; Quantity: number }[]): { lineId: number; quantity: number }[] {
  const byLine = new Map<number, number>();
  for (const line of lines) byLine.set(line.LineId, (byLine.get(line.LineId) ?? 0) + line.Quantity);
  return [...byLine].map(([lineId, quantity]) => ({ lineId, quantity })).sort((a, b) => a.lineId - b.lineId);
}

/** POST /api/integration/orders/{id}/shipments: a delivery note (partial deliveries), once per note. */
export async function reportShipment(
  db: Executor,
  orderId: number,
  request: v.InferOutput<typeof IntegrationShipmentRequest>,
  now: number,
  /** Mail the dealer (extension order-tracking). */
  mail = false,
): Promise<v.InferOutput<typeof IntegrationShipmentSchema>> {
  return inTransaction(db, async (trx) => {
    await existingOrder(trx, orderId);
    const facts = await lineFacts(trx, orderId);
    const wanted = summed(request.Lines);
    const known = await shipmentByNote(trx, request.DeliveryNote);
    if (known) {
      const kept = await shipmentOf(trx, known);
      const same =
        kept.OrderId === orderId &&
        kept.DeliveryDate === request.DeliveryDate &&
        kept.Carrier === request.Carrier &&
        kept.TrackingNumber === (request.TrackingNumber ?? null) &&
        kept.TrackingUrl === (request.TrackingUrl ?? null) &&
        JSON.stringify(kept.Lines.map((line) => ({ lineId: line.LineId, quantity: line.Quantity }))) === JSON.stringify(wanted);
      if (!same) throw new Unprocessable(`Delivery note ${request.DeliveryNote} was reported before with other data.`);
      return {
        Result: 'already applied' as const,
        Shipment: kept,
        OrderStatus: (await settle(trx, orderId)).status,
        Lines: facts.map(lineState),
      };
    }
    checkLineIds(
      request.Lines.map((line) => line.LineId),
      facts,
      orderId,
    );
    const errors: FieldErrors = {};
    for (const line of wanted) {
      const fact = facts.find((item) => item.id === line.lineId);
      if (!fact) continue;
      const index = request.Lines.findIndex((item) => item.LineId === line.lineId);
      const rest = open(fact);
      if (line.quantity > rest) {
        errors[`Lines[${index}].Quantity`] = [
          cancelled(fact) && fact.shipped < fact.quantity
            ? `Line ${fact.id} (${fact.sku}) was cancelled: ${rest} left to ship.`
            : `Line ${fact.id} (${fact.sku}): ${line.quantity} is more than ordered less shipped (${rest}).`,
        ];
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
    await insertShipment(trx, {
      orderId,
      deliveryNote: request.DeliveryNote,
      deliveryDate: request.DeliveryDate,
      carrier: request.Carrier,
      trackingNumber: request.TrackingNumber ?? null,
      trackingUrl: request.TrackingUrl ?? null,
      lines: wanted,
      now,
    });
    const saved = await shipmentByNote(trx, request.DeliveryNote);
    if (!saved) throw new Error('shipment not saved');
    const { lines, status } = await settle(trx, orderId);
    if (mail) {
      const backordered = wanted.flatMap((line) => {
        const fact = facts.find((item) => item.id === line.lineId);
        return fact?.latest?.state === 'backordered' ? [{ sku: fact.sku, name: fact.productName, quantity: line.quantity }] : [];
      });
      await queueBackorderShipped(
        trx,
        orderId,
        { deliveryNote: request.DeliveryNote, carrier: request.Carrier, trackingUrl: request.TrackingUrl ?? null },
        backordered,
        now,
      );
    }
    return { Result: 'applied' as const, Shipment: await shipmentOf(trx, saved), OrderStatus: status, Lines: lines };
  });
}

/** POST /api/integration/shipments/delivered: a delivery note delivered on a date (again: already applied). */
export async function reportDelivered(
  db: Executor,
  request: v.InferOutput<typeof IntegrationDeliveredRequest>,
): Promise<v.InferOutput<typeof IntegrationDeliveredSchema>> {
  return inTransaction(db, async (trx) => {
    const known = await shipmentByNote(trx, request.DeliveryNote);
    if (!known) throw new NotFound(`Delivery note ${request.DeliveryNote} not found.`);
    const again = known.deliveredOn === request.DeliveredOn;
    if (!again) await setDelivered(trx, known.id, request.DeliveredOn);
    const { status } = await settle(trx, known.orderId);
    const saved = await shipmentByNote(trx, request.DeliveryNote);
    if (!saved) throw new Error('shipment gone');
    return {
      Result: again ? ('already applied' as const) : ('applied' as const),
      Shipment: await shipmentOf(trx, saved),
      OrderStatus: status,
    };
  });
}
