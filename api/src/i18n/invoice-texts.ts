/**
 * The texts of an invoice's or credit note's PDF (extension order-tracking), in each language the
 * API speaks: in Polish the layout of a Polish 'Faktura VAT' (seller, buyer with NIP, dates, lines
 * with net, VAT rate, VAT and gross, totals, amount due).
 */
import type { Language } from './language';

export interface InvoiceTexts {
  locale: string;
  invoice(number: string): string;
  creditNote(number: string): string;
  corrects(number: string): string;
  order(number: string): string;
  issueDate: string;
  saleDate: string;
  dueDate: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  columns: { no: string; name: string; qty: string; unitNet: string; net: string; vatRate: string; vat: string; gross: string };
  totals: string;
  amountDue: string;
  amountCredited: string;
}

export const INVOICE_TEXTS: Readonly<Record<Language, InvoiceTexts>> = {
  en: {
    locale: 'en-GB',
    invoice: (number) => `VAT invoice no. ${number}`,
    creditNote: (number) => `Credit note no. ${number}`,
    corrects: (number) => `Corrects invoice no. ${number}`,
    order: (number) => `Order no. ${number}`,
    issueDate: 'Issue date',
    saleDate: 'Sale date',
    dueDate: 'Payment due',
    seller: 'Seller',
    buyer: 'Buyer',
    vatNumber: 'VAT number',
    columns: { no: 'No.', name: 'Name', qty: 'Qty', unitNet: 'Unit net', net: 'Net', vatRate: 'VAT %', vat: 'VAT', gross: 'Gross' },
    totals: 'Total',
    amountDue: 'Amount due',
    amountCredited: 'Amount credited',
  },
  pl: {
    locale: 'pl-PL',
    invoice: (number) => `Faktura VAT nr ${number}`,
    creditNote: (number) => `Faktura korygująca nr ${number}`,
    corrects: (number) => `Do faktury nr ${number}`,
    order: (number) => `Zamówienie nr ${number}`,
    issueDate: 'Data wystawienia',
    saleDate: 'Data sprzedaży',
    dueDate: 'Termin płatności',
    seller: 'Sprzedawca',
    buyer: 'Nabywca',
    vatNumber: 'NIP',
    columns: {
      no: 'Lp.',
      name: 'Nazwa',
      qty: 'Ilość',
      unitNet: 'Cena netto',
      net: 'Wartość netto',
      vatRate: 'Stawka VAT',
      vat: 'Kwota VAT',
      gross: 'Wartość brutto',
    },
    totals: 'Razem',
    amountDue: 'Do zapłaty',
    amountCredited: 'Do zwrotu',
  },
};
