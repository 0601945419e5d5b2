import type { Address } from '@parts/contract/customer';
import type { Return, ReturnReason, ReturnState } from '@parts/contract/returns';
import type { Language } from '../i18n/language';
import { pdfDocument, tableRow } from './pdf-document';
import type { Seller } from './seller';

/**
 * The printable return form (extension returns): the return number to write on the parcel, the
 * dealer (the order's billing address), the part, quantity and reason, in the dealer's language,
 * on the shop's A4 document (domain/pdf-document.ts, DejaVu Sans for the Polish letters).
 */
const TEXTS = {
  en: {
    locale: 'en-GB',
    title: (number: string) => `Return form ${number}`,
    order: (number: string) => `Order ${number}`,
    requested: 'Requested on',
    state: 'State',
    returnTo: 'Return to',
    from: 'From',
    vatNumber: 'VAT number',
    columns: { sku: 'Part number', name: 'Part', qty: 'Quantity', reason: 'Reason' },
    description: 'Description',
    instructions:
      'Put this form in the parcel with the parts and write the return number on the parcel. Send the parts only once the return is approved.',
    reasons: {
      'wrong-part': 'Wrong part ordered',
      'damaged-in-transit': 'Damaged in transit',
      surplus: 'Surplus',
      defect: 'Defect',
      warranty: 'Warranty',
    } satisfies Record<ReturnReason, string>,
    states: {
      requested: 'Requested',
      approved: 'Approved',
      rejected: 'Rejected',
      received: 'Received',
      credited: 'Credited',
    } satisfies Record<ReturnState, string>,
  },
  pl: {
    locale: 'pl-PL',
    title: (number: string) => `Formularz zwrotu ${number}`,
    order: (number: string) => `Zamówienie ${number}`,
    requested: 'Data zgłoszenia',
    state: 'Status',
    returnTo: 'Odbiorca zwrotu',
    from: 'Nadawca',
    vatNumber: 'NIP',
    columns: { sku: 'Numer części', name: 'Część', qty: 'Ilość', reason: 'Przyczyna' },
    description: 'Opis',
    instructions:
      'Włóż ten formularz do paczki z częściami i napisz numer zwrotu na paczce. Wyślij części dopiero po zatwierdzeniu zwrotu.',
    reasons: {
      'wrong-part': 'Zamówiono niewłaściwą część',
      'damaged-in-transit': 'Uszkodzona w transporcie',
      surplus: 'Nadwyżka',
      defect: 'Wada',
      warranty: 'Gwarancja',
    } satisfies Record<ReturnReason, string>,
    states: {
      requested: 'Zgłoszony',
      approved: 'Zatwierdzony',
      rejected: 'Odrzucony',
      received: 'Przyjęty',
      credited: 'Rozliczony korektą',
    } satisfies Record<ReturnState, string>,
  },
} as const;

interface ReturnFormInput {
  ret: Return;
  /** The order's billing address: the dealer sending the parts back. */
  dealer: Address | null;
  /** The importer the parts go back to: name, address, NIP (domain/seller.ts). */
  shop: Seller;
  language: Language;
}

export async function returnFormPdf({ ret, dealer, shop, language }: ReturnFormInput): Promise<Buffer<ArrayBuffer>> {
  const texts = TEXTS[language];
  const title = texts.title(ret.Number);
  const day = new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(ret.RequestedAt),
  );
  const { doc, done } = pdfDocument(title, language);
  doc.font('bold').fontSize(16).text(title);
  doc.font('regular').fontSize(9);
  doc.text(texts.order(ret.OrderNumber));
  doc.text(`${texts.requested}: ${day}    ${texts.state}: ${texts.states[ret.State]}`);
  doc.moveDown();

  const top = doc.y;
  doc.font('bold').text(texts.returnTo, 40, top);
  doc.font('regular').text(shop.name, 40, undefined, { width: 240 });
  for (const line of shop.address) doc.text(line, 40, undefined, { width: 240 });
  if (shop.vatNumber) doc.text(`${texts.vatNumber}: ${shop.vatNumber}`, 40);
  const shopBottom = doc.y;
  doc.font('bold').text(texts.from, 300, top);
  doc.font('regular');
  if (dealer) {
    doc.text(dealer.Company || `${dealer.FirstName} ${dealer.LastName}`.trim(), 300);
    doc.text([dealer.Address1, dealer.Address2].filter(Boolean).join(', '), 300);
    doc.text(`${dealer.ZipPostalCode} ${dealer.City}`.trim(), 300);
    if (dealer.VatNumber) doc.text(`${texts.vatNumber}: ${dealer.VatNumber}`, 300);
  }
  doc.x = 40;
  doc.y = Math.max(shopBottom, doc.y) + 12;

  const columns = [
    { head: texts.columns.sku, width: 100 },
    { head: texts.columns.name, width: 200 },
    { head: texts.columns.qty, width: 60, right: true },
    { head: texts.columns.reason, width: 155 },
  ];
  const row = tableRow(doc, columns);
  row(
    columns.map((column) => column.head),
    'bold',
  );
  row([ret.Sku, ret.ProductName, String(ret.Quantity), texts.reasons[ret.Reason]], 'regular');
  doc.moveDown();
  if (ret.Description) {
    doc.font('bold').fontSize(9).text(texts.description);
    doc.font('regular').text(ret.Description);
    doc.moveDown();
  }
  doc.font('bold').fontSize(22).text(ret.Number, { align: 'center' });
  doc.moveDown();
  doc.font('regular').fontSize(9).text(texts.instructions);
  doc.end();
  return done;
}
