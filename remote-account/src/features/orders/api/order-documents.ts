import type * as v from 'valibot';
import { DeliveriesSchema, InvoicesSchema } from '@parts/contract/order-tracking';
import { http, type Locale } from '@parts/shared-kernel';
import { apiQuery, declareQuery, keys } from '@parts/shared-kernel/query';

/** Extension order-tracking (issue 40): the dealer's delivery notes and invoices, as the importer's ERP reported them. */
export type Delivery = v.InferOutput<typeof DeliveriesSchema>['Deliveries'][number];
export type InvoiceListItem = v.InferOutput<typeof InvoicesSchema>['Invoices'][number];

export const DELIVERIES = declareQuery([...keys.orders, 'deliveries'], ['GET /api/Deliveries']);
export const INVOICES = declareQuery([...keys.orders, 'invoices'], ['GET /api/Invoice']);

/** GET /api/Deliveries: every delivery note of the dealer's orders, newest first. */
export const deliveriesQuery = (locale: Locale) =>
  apiQuery(DELIVERIES, locale, async ({ signal, locale }) => {
    const answer = await http.get('/api/Deliveries', { schema: DeliveriesSchema, signal, locale });
    return answer.Deliveries;
  });

/** GET /api/Invoice: the dealer's invoices and credit notes, newest first. */
export const invoicesQuery = (locale: Locale) =>
  apiQuery(INVOICES, locale, async ({ signal, locale }) => {
    const answer = await http.get('/api/Invoice', { schema: InvoicesSchema, signal, locale });
    return answer.Invoices;
  });

/** GET /api/Invoice/{id}/Pdf: the document in the shop's language ('Faktura VAT' with the NIP in Polish). */
export const invoicePdf = (id: number, locale: Locale): Promise<Blob> => http.file(`/api/Invoice/${id}/Pdf`, { locale });
