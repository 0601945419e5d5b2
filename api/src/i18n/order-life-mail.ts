/**
 * The texts of the mail of an order's life (extension order-tracking, issue 40): a backorder
 * shipped, a line cancelled, an invoice or credit note arrived; in the language the order was
 * placed in. domain/order-life-mail.ts puts them together.
 */
import type { Language } from './language';

export interface OrderLifeMailTexts {
  locale: string;
  columns: { sku: string; name: string; quantity: string; reason: string };
  backorderShipped: {
    subject(order: string): string;
    intro(order: string): string;
    deliveryNote: string;
    carrier: string;
    tracking: string;
  };
  lineCancelled: { subject(order: string): string; intro(order: string): string };
  invoice: {
    subject(number: string, order: string): string;
    creditNoteSubject(number: string, order: string): string;
    intro(order: string): string;
    number: string;
    issueDate: string;
    dueDate: string;
    total: string;
    attached: string;
  };
  returnDecided: {
    approvedSubject(ret: string, order: string): string;
    rejectedSubject(ret: string, order: string): string;
    creditedSubject(ret: string, order: string): string;
    approved(ret: string): string;
    rejected(ret: string): string;
    credited(ret: string): string;
    reason: string;
    creditNote: string;
  };
  switchOff: string;
}

export const ORDER_LIFE_MAIL_TEXTS: Readonly<Record<Language, OrderLifeMailTexts>> = {
  en: {
    locale: 'en-GB',
    columns: { sku: 'Part number', name: 'Name', quantity: 'Quantity', reason: 'Reason' },
    backorderShipped: {
      subject: (order) => `Backordered parts of order ${order} have shipped`,
      intro: (order) => `Parts of your order ${order} that were backordered are on their way.`,
      deliveryNote: 'Delivery note',
      carrier: 'Carrier',
      tracking: 'Track the parcel',
    },
    lineCancelled: {
      subject: (order) => `A line of order ${order} was cancelled`,
      intro: (order) => `We cannot supply these lines of your order ${order}:`,
    },
    invoice: {
      subject: (number, order) => `Invoice ${number} for order ${order}`,
      creditNoteSubject: (number, order) => `Credit note ${number} for order ${order}`,
      intro: (order) => `A new document for your order ${order}:`,
      number: 'Number',
      issueDate: 'Issue date',
      dueDate: 'Payment due',
      total: 'Total',
      attached: 'The document is attached as PDF; you also find it under Invoices in your account.',
    },
    returnDecided: {
      approvedSubject: (ret, order) => `Return ${ret} (order ${order}) is approved`,
      rejectedSubject: (ret, order) => `Return ${ret} (order ${order}) is rejected`,
      creditedSubject: (ret, order) => `Return ${ret} (order ${order}) is credited`,
      approved: (ret) => `Your return ${ret} is approved: please send the parts back with the printed return form.`,
      rejected: (ret) => `Your return ${ret} is rejected.`,
      credited: (ret) => `Your return ${ret} is credited with a credit note; you find it under Invoices in your account.`,
      reason: 'Reason',
      creditNote: 'Credit note',
    },
    switchOff: 'You can switch these messages off in your profile.',
  },
  pl: {
    locale: 'pl-PL',
    columns: { sku: 'Numer części', name: 'Nazwa', quantity: 'Ilość', reason: 'Powód' },
    backorderShipped: {
      subject: (order) => `Brakujące części z zamówienia ${order} zostały wysłane`,
      intro: (order) => `Części z Twojego zamówienia ${order}, na które czekaliśmy, są już w drodze.`,
      deliveryNote: 'Dokument WZ',
      carrier: 'Przewoźnik',
      tracking: 'Śledź przesyłkę',
    },
    lineCancelled: {
      subject: (order) => `Pozycja zamówienia ${order} została anulowana`,
      intro: (order) => `Nie możemy dostarczyć tych pozycji Twojego zamówienia ${order}:`,
    },
    invoice: {
      subject: (number, order) => `Faktura ${number} do zamówienia ${order}`,
      creditNoteSubject: (number, order) => `Faktura korygująca ${number} do zamówienia ${order}`,
      intro: (order) => `Nowy dokument do Twojego zamówienia ${order}:`,
      number: 'Numer',
      issueDate: 'Data wystawienia',
      dueDate: 'Termin płatności',
      total: 'Razem',
      attached: 'Dokument jest w załączniku (PDF); znajdziesz go też w zakładce Faktury na swoim koncie.',
    },
    returnDecided: {
      approvedSubject: (ret, order) => `Zwrot ${ret} (zamówienie ${order}) został przyjęty`,
      rejectedSubject: (ret, order) => `Zwrot ${ret} (zamówienie ${order}) został odrzucony`,
      creditedSubject: (ret, order) => `Zwrot ${ret} (zamówienie ${order}) został rozliczony`,
      approved: (ret) => `Twój zwrot ${ret} został przyjęty: odeślij części z wydrukowanym formularzem zwrotu.`,
      rejected: (ret) => `Twój zwrot ${ret} został odrzucony.`,
      credited: (ret) => `Twój zwrot ${ret} został rozliczony fakturą korygującą; znajdziesz ją w zakładce Faktury na swoim koncie.`,
      reason: 'Powód',
      creditNote: 'Faktura korygująca',
    },
    switchOff: 'Te wiadomości możesz wyłączyć w swoim profilu.',
  },
};
