/**
 * The texts of the shop's e-mail, in each language the API speaks (the language of the request
 * that caused the message: the dealer's shop language). Unlike the short messages of messages.ts,
 * a mail is sentences with values in them, so each language has its whole set here, typed: a text
 * missing in one language fails `tsc`. domain/mail.ts puts them together.
 */
import type { Language } from './language';

export interface MailTexts {
  /** Numbers, money and dates are written the language's way. */
  locale: string;
  /** The shop's name when the database names no store. */
  storeFallback: string;
  greeting(name: string): string;
  signature(store: string): string;
  recovery: {
    subject(store: string): string;
    intro(store: string): string;
    action: string;
    lifetime: string;
    notYou: string;
  };
  order: {
    subject(orderNumber: string, store: string): string;
    intro(orderNumber: string, date: string): string;
    lines: string;
    columns: { sku: string; name: string; quantity: string; unitPrice: string; total: string };
    subtotal: string;
    discount: string;
    shipping: string;
    paymentFee: string;
    tax(rate: number): string;
    total: string;
    delivery: string;
    pickup: string;
    pickupAt(name: string): string;
    shippingAddress: string;
    billingAddress: string;
    payment: string;
    note: string;
    /** The dealer's own reference of the order (extension order-reference). */
    customerReference: string;
    view: string;
  };
  passwordChanged: { subject(store: string): string; body(date: string): string; notYou: string };
  emailChanged: { subject(store: string): string; body(date: string, newAddress: string): string; notYou: string };
  /** An employee's invitation to the dealer's company (extension team). */
  invitation: {
    subject(company: string, store: string): string;
    intro(company: string, store: string): string;
    action: string;
    lifetime: string;
  };
  /** The requester told of the decision on their order waiting for approval (extension team). */
  approval: {
    approvedSubject(orderNumber: string): string;
    approved(approver: string, orderNumber: string): string;
    rejectedSubject: string;
    rejected(approver: string): string;
    comment: string;
  };
}

const EN: MailTexts = {
  locale: 'en-GB',
  storeFallback: 'Parts shop',
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: (store) => `Best regards,\n${store}`,
  recovery: {
    subject: (store) => `Reset your password – ${store}`,
    intro: (store) => `Somebody asked to reset the password of your account at ${store}. To choose a new password, open this link:`,
    action: 'Choose a new password',
    lifetime: 'The link works once, for one hour; a newer link replaces it.',
    notYou: 'If you did not ask for it, ignore this message: your password stays as it is.',
  },
  order: {
    subject: (orderNumber, store) => `Order ${orderNumber} received – ${store}`,
    intro: (orderNumber, date) => `Thank you for your order. We received order ${orderNumber} on ${date}.`,
    lines: 'Ordered parts',
    columns: { sku: 'Part number', name: 'Name', quantity: 'Quantity', unitPrice: 'Unit price', total: 'Total' },
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    tax: (rate) => `Including VAT ${rate}%`,
    total: 'Order total',
    delivery: 'Delivery',
    pickup: 'Pickup in store',
    pickupAt: (name) => `Pickup in store: ${name}`,
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    payment: 'Payment',
    note: 'Your note',
    customerReference: 'Your reference',
    view: 'See the order in the shop',
  },
  passwordChanged: {
    subject: (store) => `Your password was changed – ${store}`,
    body: (date) => `The password of your account was changed on ${date}. Every other session of the account was signed out.`,
    notYou: 'If you did not change it, reset your password at once with "Forgot password?" on the sign-in page and tell us.',
  },
  emailChanged: {
    subject: (store) => `Your e-mail address was changed – ${store}`,
    body: (date, newAddress) =>
      `On ${date} the e-mail address of your account was changed to ${newAddress}. This address no longer signs in or receives the shop's messages.`,
    notYou: 'If you did not change it, contact us at once.',
  },
  invitation: {
    subject: (company, store) => `${company} invites you to ${store}`,
    intro: (company, store) =>
      `${company} has given you your own login to the parts shop ${store}. To set your password and sign in, open this link:`,
    action: 'Set your password',
    lifetime: 'The link works once, for 7 days.',
  },
  approval: {
    approvedSubject: (orderNumber) => `Your order ${orderNumber} was approved`,
    approved: (approver, orderNumber) => `${approver} approved the order you asked for. It was placed as order ${orderNumber}.`,
    rejectedSubject: 'Your order was not approved',
    rejected: (approver) => `${approver} did not approve the order you asked for. Its parts are back in your cart.`,
    comment: 'Comment',
  },
};

const PL: MailTexts = {
  locale: 'pl-PL',
  storeFallback: 'Sklep z częściami',
  greeting: (name) => (name ? `Dzień dobry ${name},` : 'Dzień dobry,'),
  signature: (store) => `Pozdrawiamy,\n${store}`,
  recovery: {
    subject: (store) => `Ustaw nowe hasło – ${store}`,
    intro: (store) => `Otrzymaliśmy prośbę o zmianę hasła do Twojego konta w serwisie ${store}. Aby ustawić nowe hasło, otwórz ten link:`,
    action: 'Ustaw nowe hasło',
    lifetime: 'Link działa jeden raz przez godzinę; nowszy link zastępuje ten.',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość: hasło pozostanie bez zmian.',
  },
  order: {
    subject: (orderNumber, store) => `Przyjęliśmy zamówienie ${orderNumber} – ${store}`,
    intro: (orderNumber, date) => `Dziękujemy za zamówienie. Zamówienie ${orderNumber} przyjęliśmy ${date}.`,
    lines: 'Zamówione części',
    columns: { sku: 'Numer części', name: 'Nazwa', quantity: 'Ilość', unitPrice: 'Cena jedn.', total: 'Wartość' },
    subtotal: 'Suma częściowa',
    discount: 'Rabat',
    shipping: 'Dostawa',
    paymentFee: 'Opłata za płatność',
    tax: (rate) => `W tym VAT ${rate}%`,
    total: 'Razem',
    delivery: 'Dostawa',
    pickup: 'Odbiór osobisty',
    pickupAt: (name) => `Odbiór osobisty: ${name}`,
    shippingAddress: 'Adres dostawy',
    billingAddress: 'Adres rozliczeniowy',
    payment: 'Płatność',
    note: 'Twoja uwaga',
    customerReference: 'Twój numer referencyjny',
    view: 'Zobacz zamówienie w sklepie',
  },
  passwordChanged: {
    subject: (store) => `Hasło zostało zmienione – ${store}`,
    body: (date) => `Hasło do Twojego konta zostało zmienione ${date}. Wszystkie pozostałe sesje konta zostały wylogowane.`,
    notYou: 'Jeśli to nie Ty, natychmiast ustaw nowe hasło („Nie pamiętasz hasła?” na stronie logowania) i daj nam znać.',
  },
  emailChanged: {
    subject: (store) => `Adres e-mail został zmieniony – ${store}`,
    body: (date, newAddress) =>
      `${date} adres e-mail Twojego konta został zmieniony na ${newAddress}. Ten adres nie służy już do logowania ani do wiadomości ze sklepu.`,
    notYou: 'Jeśli to nie Ty, natychmiast się z nami skontaktuj.',
  },
  invitation: {
    subject: (company, store) => `${company} zaprasza Cię do ${store}`,
    intro: (company, store) =>
      `${company} założył(a) dla Ciebie własne konto w sklepie z częściami ${store}. Aby ustawić hasło i się zalogować, otwórz ten link:`,
    action: 'Ustaw hasło',
    lifetime: 'Link działa raz, przez 7 dni.',
  },
  approval: {
    approvedSubject: (orderNumber) => `Twoje zamówienie ${orderNumber} zostało zatwierdzone`,
    approved: (approver, orderNumber) =>
      `${approver} zatwierdził(a) zamówienie, o które prosiłeś(-aś). Zostało złożone jako zamówienie ${orderNumber}.`,
    rejectedSubject: 'Twoje zamówienie nie zostało zatwierdzone',
    rejected: (approver) => `${approver} nie zatwierdził(a) zamówienia, o które prosiłeś(-aś). Jego części wróciły do Twojego koszyka.`,
    comment: 'Komentarz',
  },
};

const TEXTS: Readonly<Record<Language, MailTexts>> = { en: EN, pl: PL };

export const mailTexts = (language: Language): MailTexts => TEXTS[language];
