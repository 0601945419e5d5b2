import type * as v from 'valibot';
import type { Address } from '@parts/contract/customer';
import type { InvoiceSchema } from '@parts/contract/integration';
import type { Language } from '../i18n/language';
import { pdfDocument, tableRow } from './pdf-document';
import type { Seller } from './seller';
import { INVOICE_TEXTS } from '../i18n/invoice-texts';

/**
 * An invoice or credit note as a PDF (extension order-tracking), in the dealer's language: in Polish
 * a 'Faktura VAT' (or 'Faktura korygująca') with the buyer's NIP. The amounts are the ERP's, as it
 * reported them (checked to the cent then: domain/invoices.ts). DejaVu Sans draws every Polish
 * letter, as in the saved offer's PDF (domain/offer-pdf.ts).
 */
export interface InvoicePdfInput {
  invoice: v.InferOutput<typeof InvoiceSchema>;
  /** The order's billing address: the buyer. */
  buyer: Address | null;
  /** The importer as the seller: name, address, NIP (domain/seller.ts). */
  seller: Seller;
  language: Language;
}

export async function invoicePdf({ invoice, buyer, seller, language }: InvoicePdfInput): Promise<Buffer<ArrayBuffer>> {
  const texts = INVOICE_TEXTS[language];
  const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: invoice.Currency });
  const amount = new Intl.NumberFormat(texts.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = (date: string) =>
    new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const title = invoice.Kind === 'credit-note' ? texts.creditNote(invoice.Number) : texts.invoice(invoice.Number);
  const { doc, done } = pdfDocument(title, language);

  doc.font('bold').fontSize(16).text(title);
  doc.font('regular').fontSize(9);
  if (invoice.Corrects) doc.text(texts.corrects(invoice.Corrects));
  doc.text(texts.order(invoice.OrderNumber));
  doc.text(
    `${texts.issueDate}: ${day(invoice.IssueDate)}    ${texts.saleDate}: ${day(invoice.SaleDate)}    ${texts.dueDate}: ${day(invoice.DueDate)}`,
  );
  doc.moveDown();

  const top = doc.y;
  doc.font('bold').text(texts.seller, 40, top);
  doc.font('regular').text(seller.name, 40, undefined, { width: 240 });
  for (const line of seller.address) doc.text(line, 40, undefined, { width: 240 });
  if (seller.vatNumber) doc.text(`${texts.vatNumber}: ${seller.vatNumber}`, 40);
  const sellerBottom = doc.y;
  doc.font('bold').text(texts.buyer, 300, top);
  doc.font('regular');
  if (buyer) {
    const name = buyer.Company || `${buyer.FirstName} ${buyer.LastName}`.trim();
    doc.text(name, 300);
    doc.text([buyer.Address1, buyer.Address2].filter(Boolean).join(', '), 300);
    doc.text(`${buyer.ZipPostalCode} ${buyer.City}`.trim(), 300);
    if (buyer.VatNumber) doc.text(`${texts.vatNumber}: ${buyer.VatNumber}`, 300);
  }
  doc.x = 40;
  doc.y = Math.max(sellerBottom, doc.y) + 12;

  const columns = [
    { head: texts.columns.no, width: 25, right: true },
    { head: texts.columns.name, width: 150 },
    { head: texts.columns.qty, width: 35, right: true },
    { head: texts.columns.unitNet, width: 55, right: true },
    { head: texts.columns.net, width: 60, right: true },
    { head: texts.columns.vatRate, width: 45, right: true },
    { head: texts.columns.vat, width: 55, right: true },
    { head: texts.columns.gross, width: 60, right: true },
  ];
  const row = tableRow(doc, columns);
  row(
    columns.map((column) => column.head),
    'bold',
  );
  invoice.Lines.forEach((line, index) => {
    row(
      [
        String(index + 1),
        line.Sku ? `${line.Sku} ${line.Name}` : line.Name,
        String(line.Quantity),
        amount.format(line.UnitNet),
        amount.format(line.Net),
        `${line.VatRate}%`,
        amount.format(line.Vat),
        amount.format(line.Gross),
      ],
      'regular',
    );
  });
  row(
    ['', texts.totals, '', '', amount.format(invoice.NetTotal), '', amount.format(invoice.VatTotal), amount.format(invoice.GrossTotal)],
    'bold',
  );
  doc.moveDown();
  doc
    .font('bold')
    .fontSize(11)
    .text(`${invoice.Kind === 'credit-note' ? texts.amountCredited : texts.amountDue}: ${money.format(invoice.GrossTotal)}`, {
      align: 'right',
    });
  doc.end();
  return done;
}
