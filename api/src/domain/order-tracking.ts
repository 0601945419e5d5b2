import type * as v from 'valibot';
import type { DeliveriesSchema, InvoiceListItemSchema, InvoicesSchema, OrderTracking, DealerInvoice } from '@parts/contract/order-tracking';
import type { Executor } from '../data/executor';
import { customerOrderHead, customerOrderNumbers, invoiceById, invoicesOfCustomer, type InvoiceRow } from '../data/order-life';
import { customerOrder } from '../data/orders';
import type { Language } from '../i18n/language';
import { NotFound } from './errors';
import { invoiceOf } from './invoices';
import { invoicePdf } from './invoice-pdf';
import type { Seller } from './seller';
import { lineStatesOf, shipmentsOfOrders, summaryOf } from './order-life';

/**
 * The dealer's view of an order's life (extension order-tracking, issue 40): what the ERP reported
 * (domain/order-life.ts, domain/invoices.ts), only of the dealer's own orders: another dealer's
 * order, delivery or invoice is not found.
 */

const listItem = (row: InvoiceRow): v.InferOutput<typeof InvoiceListItemSchema> => ({
  Id: row.id,
  OrderId: row.orderId,
  OrderNumber: row.orderNumber ?? String(row.orderId),
  Kind: row.kind === 'credit-note' ? 'credit-note' : 'invoice',
  Number: row.number,
  Corrects: row.corrects,
  IssueDate: row.issueDate,
  DueDate: row.dueDate,
  Currency: row.currency,
  GrossTotal: row.grossTotal,
});

/** GET /api/Order/{id}/Tracking */
export async function orderTracking(db: Executor, customerId: number, orderId: number, language: Language): Promise<OrderTracking> {
  const head = await customerOrderHead(db, customerId, orderId);
  if (!head) throw new NotFound();
  const [lines, deliveries, invoices] = await Promise.all([
    lineStatesOf(db, orderId, language),
    shipmentsOfOrders(db, [orderId], language),
    invoicesOfCustomer(db, customerId, orderId),
  ]);
  return {
    OrderId: head.id,
    OrderNumber: head.orderNumber ?? String(head.id),
    OrderStatus: head.orderStatus,
    Summary: summaryOf(lines),
    Lines: lines,
    Deliveries: deliveries,
    Invoices: invoices.map(listItem),
  };
}

/** GET /api/Deliveries: every delivery note of the dealer's orders, newest first. */
export async function deliveriesOf(db: Executor, customerId: number, language: Language): Promise<v.InferOutput<typeof DeliveriesSchema>> {
  const numbers = await customerOrderNumbers(db, customerId);
  const shipments = await shipmentsOfOrders(db, [...numbers.keys()], language);
  return {
    Deliveries: shipments.map((shipment) => ({ ...shipment, OrderNumber: numbers.get(shipment.OrderId) ?? String(shipment.OrderId) })),
  };
}

/** GET /api/Invoice: the dealer's invoices and credit notes, newest first. */
export async function invoicesOf(db: Executor, customerId: number): Promise<v.InferOutput<typeof InvoicesSchema>> {
  return { Invoices: (await invoicesOfCustomer(db, customerId)).map(listItem) };
}

async function ownInvoice(db: Executor, customerId: number, id: number): Promise<InvoiceRow> {
  const row = await invoiceById(db, id);
  if (!row || row.customerId !== customerId) throw new NotFound();
  return row;
}

/** GET /api/Invoice/{id} */
export async function dealerInvoice(db: Executor, customerId: number, id: number): Promise<DealerInvoice> {
  const row = await ownInvoice(db, customerId, id);
  return { ...invoiceOf(row), Id: row.id };
}

/** GET /api/Invoice/{id}/Pdf: the document in the request's language ('Faktura VAT' with NIP in Polish). */
export async function dealerInvoicePdf(
  db: Executor,
  customerId: number,
  id: number,
  language: Language,
  seller: Seller,
): Promise<Buffer<ArrayBuffer>> {
  const row = await ownInvoice(db, customerId, id);
  const order = await customerOrder(db, customerId, row.orderId, language);
  if (!order) throw new NotFound();
  return invoicePdf({ invoice: invoiceOf(row), buyer: order.BillingAddress, seller, language });
}
