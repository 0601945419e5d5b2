import type { Offer } from '@parts/contract/offers';
import type { Language } from '../i18n/language';
import { pdfDocument, tableRow } from './pdf-document';
import { OFFER_TEXTS } from '../i18n/offer-texts';
import { offerTotals } from './offer-totals';

/**
 * A saved offer as a PDF (extension saved-offers), in the dealer's language: who offers, the
 * number, date and validity, the customer and vehicle, the lines with the customer's prices and
 * discounts, the totals and the comment; never the dealer's own price or discount (as the printed
 * /offer). DejaVu Sans draws every Polish letter (the PDF standard fonts do not).
 */
export interface OfferPdfInput {
  offer: Offer;
  language: Language;
  /** The dealer as the printout names them (company or name, then contact lines). */
  dealer: readonly string[];
  /** When it is made (the printout's date). */
  now: number;
}

export async function offerPdf({ offer, language, dealer, now }: OfferPdfInput): Promise<Buffer> {
  const texts = OFFER_TEXTS[language];
  const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'PLN' });
  const day = (date: Date) => new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  const totals = offerTotals(offer);
  const { doc, done } = pdfDocument(texts.title(offer.Number), language);

  doc
    .font('bold')
    .fontSize(11)
    .text(dealer[0] ?? '');
  doc.font('regular').fontSize(9);
  for (const line of dealer.slice(1)) doc.text(line);
  doc.moveDown();
  doc.font('bold').fontSize(16).text(texts.title(offer.Number));
  doc.font('regular').fontSize(9);
  doc.text(`${texts.date}: ${day(new Date(now))}    ${texts.validUntil}: ${day(new Date(`${offer.ValidUntil}T12:00:00`))}`);
  // extension team: the employee who made it
  if (offer.Author) doc.text(`${texts.preparedBy}: ${offer.Author}`);
  doc.moveDown(0.5);
  doc.text(`${texts.customer}: ${[offer.CustomerName, offer.CustomerPhone, offer.CustomerEmail].filter(Boolean).join(', ')}`);
  if (offer.CustomerVatNumber) doc.text(`${texts.vatNumber}: ${offer.CustomerVatNumber}`);
  if (offer.Vehicle) doc.text(`${texts.vehicle}: ${offer.Vehicle}`);
  doc.moveDown();

  const columns = [
    { head: texts.columns.sku, width: 80 },
    { head: texts.columns.name, width: 150 },
    { head: texts.columns.qty, width: 35, right: true },
    { head: texts.columns.grossCatalogPrice, width: 70, right: true },
    { head: texts.columns.grossPrice, width: 60, right: true },
    { head: texts.columns.subTotal, width: 60, right: true },
    { head: texts.columns.discount, width: 55, right: true },
  ];
  const row = tableRow(doc, columns);
  row(
    columns.map((column) => column.head),
    'bold',
  );
  offer.Lines.forEach((line, index) => {
    const computed = totals.rows[index];
    row(
      [
        line.Sku,
        line.Name,
        String(line.Quantity),
        money.format(line.OldPrice),
        money.format(computed?.price ?? 0),
        money.format(computed?.total ?? 0),
        `${new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 }).format(line.Discount)} %`,
      ],
      'regular',
    );
  });
  doc.moveDown();
  doc.font('regular').fontSize(10);
  doc.text(`${texts.subTotal}: ${money.format(totals.subTotal)}`, { align: 'right' });
  if (totals.orderDiscount !== 0) doc.text(`${texts.orderTotalDiscount}: ${money.format(totals.orderDiscount)}`, { align: 'right' });
  doc.font('bold').text(`${texts.orderTotal}: ${money.format(totals.total)}`, { align: 'right' });
  if (offer.Comment) {
    doc.moveDown();
    doc.font('bold').fontSize(9).text(texts.comment);
    doc.font('regular').text(offer.Comment);
  }
  doc.end();
  return done;
}
