import { CALLS } from '@parts/contract/calls';
import { EXTENSIONS } from '@parts/contract/store';
import type { FastifyReply } from 'fastify';
import { callRoute, routePlugin } from '../http/route';
import { dealerInvoice, dealerInvoicePdf, deliveriesOf, invoicesOf, orderTracking } from '../domain/order-tracking';
import { sellerOf } from '../domain/seller';
import { storeFor } from '../domain/store';
import { orderMailSettings, saveOrderMailSettings } from '../domain/order-life-mail';

const tag = 'Order tracking (extension order-tracking)';

const signedIn = (customerId: number | null): number => {
  if (customerId === null) throw new Error('order-tracking route without a customer');
  return customerId;
};

/** A download's name: the document's number without slashes. */
const attachment = (reply: FastifyReply, number: string) =>
  reply.header('content-disposition', `attachment; filename="${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf"`);

/**
 * The dealer's side of an order's life (extension order-tracking, issue 40): the lines' states, the
 * deliveries and the invoices the importer's ERP reported, of the dealer's own orders only.
 */
export const orderTrackingRoutes = routePlugin(tag, ({ db, extensions }) => [
  callRoute(CALLS['GET /api/Order/:id/Tracking'], {
    summary:
      "The order's lines as they stand (ordered, confirmed, backordered until, shipped, delivered, cancelled), a summary, its deliveries and invoices",
    handler: async ({ customerId, params, language }) => orderTracking(db, signedIn(customerId), params.id, language),
  }),
  callRoute(CALLS['GET /api/Deliveries'], {
    summary: "The delivery notes of the dealer's orders, newest first",
    handler: async ({ customerId, language }) => deliveriesOf(db, signedIn(customerId), language),
  }),
  callRoute(CALLS['GET /api/Invoice'], {
    summary: "The dealer's invoices and credit notes, newest first",
    handler: async ({ customerId }) => invoicesOf(db, signedIn(customerId)),
  }),
  callRoute(CALLS['GET /api/Invoice/:id'], {
    summary: 'One invoice or credit note: dates, lines, VAT, totals',
    handler: async ({ customerId, params }) => dealerInvoice(db, signedIn(customerId), params.id),
  }),
  callRoute(CALLS['GET /api/Invoice/:id/Pdf'], {
    summary: "The invoice or credit note as PDF in the request's language (Polish: Faktura VAT with the buyer's NIP)",
    handler: async ({ customerId, params, language, reply }) => {
      const customer = signedIn(customerId);
      const invoice = await dealerInvoice(db, customer, params.id);
      const store = await storeFor(db, 0, language);
      attachment(reply, invoice.Number);
      return dealerInvoicePdf(db, customer, params.id, language, await sellerOf(db, language, store.Name));
    },
  }),
  callRoute(CALLS['GET /api/Customer/OrderMail'], {
    summary:
      "Which mail of an order's life the dealer gets: a backorder shipped, a line cancelled, an invoice, a return decided (extension returns)",
    handler: async ({ customerId }) => orderMailSettings(db, signedIn(customerId), extensions.has(EXTENSIONS.returns)),
  }),
  callRoute(CALLS['POST /api/Customer/OrderMail'], {
    summary: "Switches each kind of the order's-life mail on or off",
    handler: async ({ customerId, body }) => saveOrderMailSettings(db, signedIn(customerId), body, extensions.has(EXTENSIONS.returns)),
  }),
]);
