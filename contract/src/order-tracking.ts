import * as v from 'valibot';
import { INVOICE_KINDS, InvoiceSchema, OrderLineStateSchema, ShipmentSchema } from './integration';
import { TrackingSummarySchema } from './tracking-summary';

/**
 * The dealer's side of an order's life (extension order-tracking, issue 40): each line's state and
 * a summary of the order, the deliveries and the invoices and credit notes, as the importer's ERP
 * reported them through the integration API. A dealer sees only their own (404 otherwise).
 */

export { TrackingSummarySchema } from './tracking-summary';

/** An invoice or credit note in a list (the whole document: GET /api/Invoice/{id}). */
export const InvoiceListItemSchema = v.object({
  Id: v.number(),
  OrderId: v.number(),
  OrderNumber: v.string(),
  Kind: v.picklist(INVOICE_KINDS),
  Number: v.string(),
  Corrects: v.nullable(v.string()),
  IssueDate: v.string(),
  DueDate: v.string(),
  Currency: v.string(),
  GrossTotal: v.number(),
});

/** GET /api/Order/{id}/Tracking: the order's lines as they stand, the summary, its deliveries and invoices. */
export const OrderTrackingSchema = v.object({
  OrderId: v.number(),
  OrderNumber: v.string(),
  OrderStatus: v.string(),
  Summary: TrackingSummarySchema,
  Lines: v.array(OrderLineStateSchema),
  Deliveries: v.array(ShipmentSchema),
  Invoices: v.array(InvoiceListItemSchema),
});

/** A delivery in the dealer's list: the note and the order it belongs to. */
export const DeliveryListItemSchema = v.object({ ...ShipmentSchema.entries, OrderNumber: v.string() });

export const DeliveriesSchema = v.object({ Deliveries: v.array(DeliveryListItemSchema) });
export const InvoicesSchema = v.object({ Invoices: v.array(InvoiceListItemSchema) });
export const DealerInvoiceSchema = v.object({ ...InvoiceSchema.entries, Id: v.number() });

export type OrderTracking = v.InferOutput<typeof OrderTrackingSchema>;
export type DealerInvoice = v.InferOutput<typeof DealerInvoiceSchema>;

/** GET and POST /api/Customer/OrderMail: which mail of an order's life the dealer gets (each kind on by default). */
export const OrderMailSettingsSchema = v.object({
  BackorderShipped: v.boolean('BackorderShipped must be true or false.'),
  LineCancelled: v.boolean('LineCancelled must be true or false.'),
  Invoice: v.boolean('Invoice must be true or false.'),
  /** A return decided (approved, rejected, credited); answered when the extension `returns` is on; absent in a request: unchanged. */
  Returns: v.optional(v.boolean('Returns must be true or false.')),
});
export type OrderMailSettings = v.InferOutput<typeof OrderMailSettingsSchema>;
