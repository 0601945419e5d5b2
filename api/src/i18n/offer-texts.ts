/**
 * The texts of a saved offer's PDF and of the mail that carries it (extension saved-offers), in
 * each language the API speaks: the language of the request that mails it (the dealer's).
 */
import type { Language } from './language';

export interface OfferTexts {
  locale: string;
  title(number: string): string;
  date: string;
  validUntil: string;
  customer: string;
  vatNumber: string;
  vehicle: string;
  /** Extension team: who made the offer. */
  preparedBy: string;
  columns: { sku: string; name: string; qty: string; grossCatalogPrice: string; grossPrice: string; subTotal: string; discount: string };
  subTotal: string;
  orderTotalDiscount: string;
  orderTotal: string;
  comment: string;
  mailSubject(number: string, dealer: string): string;
  mailBody(number: string, validUntil: string): string;
  fileName(number: string): string;
}

const fileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

export const OFFER_TEXTS: Readonly<Record<Language, OfferTexts>> = {
  en: {
    locale: 'en-GB',
    title: (number) => `Price offer no. ${number}`,
    date: 'Date',
    validUntil: 'Valid until',
    customer: 'Customer',
    vatNumber: 'VAT number',
    vehicle: 'Vehicle',
    preparedBy: 'Prepared by',
    columns: {
      sku: 'SKU',
      name: 'Name',
      qty: 'Qty',
      grossCatalogPrice: 'Gross Catalog Price',
      grossPrice: 'Gross Price',
      subTotal: 'Sub Total',
      discount: 'Discount %',
    },
    subTotal: 'Sub Total',
    orderTotalDiscount: 'Order Total Discount',
    orderTotal: 'Order Total',
    comment: 'Comment',
    mailSubject: (number, dealer) => `Offer ${number} from ${dealer}`,
    mailBody: (number, validUntil) => `Please find attached our offer ${number}. It is valid until ${validUntil}.`,
    fileName,
  },
  pl: {
    locale: 'pl-PL',
    title: (number) => `Oferta cenowa nr ${number}`,
    date: 'Data',
    validUntil: 'Ważna do',
    customer: 'Klient',
    vatNumber: 'NIP',
    vehicle: 'Pojazd',
    preparedBy: 'Przygotował(a)',
    columns: {
      sku: 'Numer części',
      name: 'Nazwa',
      qty: 'Ilość',
      grossCatalogPrice: 'Cena katalogowa brutto',
      grossPrice: 'Cena brutto',
      subTotal: 'Wartość',
      discount: 'Rabat %',
    },
    subTotal: 'Wartość',
    orderTotalDiscount: 'Rabat na całe zamówienie',
    orderTotal: 'Razem',
    comment: 'Komentarz',
    mailSubject: (number, dealer) => `Oferta ${number} od ${dealer}`,
    mailBody: (number, validUntil) => `W załączniku przesyłamy ofertę ${number}. Oferta jest ważna do ${validUntil}.`,
    fileName,
  },
};
