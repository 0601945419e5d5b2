import type * as v from 'valibot';
import type { InvoiceSchema } from '@parts/contract/integration';
import type { OrderMailSettings } from '@parts/contract/order-tracking';
import type { Executor } from '../data/executor';
import { orderMailOff, orderMailTarget, setOrderMailOff } from '../data/order-life';
import { insertMail } from '../data/outbox';
import { defaultStore } from '../data/reference-data';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/language';
import { mailTexts } from '../i18n/mail';
import { ORDER_LIFE_MAIL_TEXTS } from '../i18n/order-life-mail';
import { invoicePdf } from './invoice-pdf';
import { sellerOf } from './seller';
import { render, type Block } from './mail';
import { customerOrder } from '../data/orders';

/**
 * The mail of an order's life (extension order-tracking, issue 40): when a backordered line ships,
 * when a line is cancelled, when an invoice or credit note arrives (its PDF attached). Written to
 * the outbox in the transaction of the ERP's report, in the language the order was placed in
 * (Polish for orders placed before the shop kept it), unless the dealer switched the kind off in
 * the profile.
 */

const ORDER_MAIL_KINDS = {
  backorderShipped: 'backorder-shipped',
  lineCancelled: 'line-cancelled',
  invoice: 'invoice',
  returnDecided: 'return-decided',
} as const;
type OrderMailKind = (typeof ORDER_MAIL_KINDS)[keyof typeof ORDER_MAIL_KINDS];

interface Target {
  to: string;
  name: string;
  language: Language;
  orderNumber: string;
  store: string;
}

/** The order's dealer when they want this kind of mail. */
async function target(db: Executor, orderId: number, kind: OrderMailKind): Promise<Target | undefined> {
  const row = await orderMailTarget(db, orderId);
  if (!row || row.mailOff.split(' ').includes(kind)) return undefined;
  const language = LANGUAGES.find((known) => known === row.language) ?? DEFAULT_LANGUAGE;
  const store = (await defaultStore(db, language))?.Name ?? mailTexts(language).storeFallback;
  return {
    to: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    language,
    orderNumber: row.orderNumber ?? String(orderId),
    store,
  };
}

async function queue(
  db: Executor,
  kind: OrderMailKind,
  to: Target,
  subject: string,
  blocks: readonly Block[],
  now: number,
  attachment?: { filename: string; content: Buffer },
) {
  const common = mailTexts(to.language);
  await insertMail(
    db,
    {
      kind,
      recipient: to.to,
      subject,
      ...render(to.language, [
        { paragraph: common.greeting(to.name) },
        ...blocks,
        { paragraph: ORDER_LIFE_MAIL_TEXTS[to.language].switchOff },
        { paragraph: common.signature(to.store) },
      ]),
      ...(attachment && { attachment: { ...attachment, contentType: 'application/pdf' } }),
    },
    now,
  );
}

export interface MailLine {
  sku: string;
  name: string;
  quantity: number;
  reason?: string | null;
}

/** Lines of a backorder shipped on a delivery note. */
export async function queueBackorderShipped(
  db: Executor,
  orderId: number,
  shipment: { deliveryNote: string; carrier: string; trackingUrl: string | null },
  lines: readonly MailLine[],
  now: number,
): Promise<void> {
  if (lines.length === 0) return;
  const to = await target(db, orderId, ORDER_MAIL_KINDS.backorderShipped);
  if (!to) return;
  const texts = ORDER_LIFE_MAIL_TEXTS[to.language];
  const head = [texts.columns.sku, texts.columns.name, texts.columns.quantity];
  const rows = lines.map((line) => [line.sku, line.name, String(line.quantity)]);
  await queue(
    db,
    ORDER_MAIL_KINDS.backorderShipped,
    to,
    texts.backorderShipped.subject(to.orderNumber),
    [
      { paragraph: texts.backorderShipped.intro(to.orderNumber) },
      { lines: { head, rows, text: rows.map((row) => `${row[0]}  ${row[1]}  × ${row[2]}`) } },
      {
        pairs: [
          [texts.backorderShipped.deliveryNote, shipment.deliveryNote],
          [texts.backorderShipped.carrier, shipment.carrier],
        ],
      },
      ...(shipment.trackingUrl ? [{ link: { href: shipment.trackingUrl, label: texts.backorderShipped.tracking } }] : []),
    ],
    now,
  );
}

/** Lines the ERP cancelled, with the reason. */
export async function queueLinesCancelled(db: Executor, orderId: number, lines: readonly MailLine[], now: number): Promise<void> {
  if (lines.length === 0) return;
  const to = await target(db, orderId, ORDER_MAIL_KINDS.lineCancelled);
  if (!to) return;
  const texts = ORDER_LIFE_MAIL_TEXTS[to.language];
  const head = [texts.columns.sku, texts.columns.name, texts.columns.quantity, texts.columns.reason];
  const rows = lines.map((line) => [line.sku, line.name, String(line.quantity), line.reason ?? '']);
  await queue(
    db,
    ORDER_MAIL_KINDS.lineCancelled,
    to,
    texts.lineCancelled.subject(to.orderNumber),
    [
      { paragraph: texts.lineCancelled.intro(to.orderNumber) },
      { lines: { head, rows, text: rows.map((row) => `${row[0]}  ${row[1]}  × ${row[2]}: ${row[3]}`) } },
    ],
    now,
  );
}

/** An invoice or credit note arrived: its figures, and its PDF attached. */
export async function queueInvoiceMail(db: Executor, invoice: v.InferOutput<typeof InvoiceSchema>, now: number): Promise<void> {
  const to = await target(db, invoice.OrderId, ORDER_MAIL_KINDS.invoice);
  if (!to) return;
  const texts = ORDER_LIFE_MAIL_TEXTS[to.language];
  const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: invoice.Currency });
  const day = (date: string) =>
    new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const row = await orderMailTarget(db, invoice.OrderId);
  const order = row ? await customerOrder(db, row.customerId, invoice.OrderId, to.language) : undefined;
  const seller = await sellerOf(db, to.language, to.store);
  const pdf = await invoicePdf({ invoice, buyer: order?.BillingAddress ?? null, seller, language: to.language });
  await queue(
    db,
    ORDER_MAIL_KINDS.invoice,
    to,
    invoice.Kind === 'credit-note'
      ? texts.invoice.creditNoteSubject(invoice.Number, to.orderNumber)
      : texts.invoice.subject(invoice.Number, to.orderNumber),
    [
      { paragraph: texts.invoice.intro(to.orderNumber) },
      {
        pairs: [
          [texts.invoice.number, invoice.Number],
          [texts.invoice.issueDate, day(invoice.IssueDate)],
          [texts.invoice.dueDate, day(invoice.DueDate)],
          [texts.invoice.total, money.format(invoice.GrossTotal)],
        ],
      },
      { paragraph: texts.invoice.attached },
    ],
    now,
    { filename: `${invoice.Number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`, content: pdf },
  );
}

/** A return the ERP decided (extension returns): approved, rejected with its reason, or credited with its credit note. */
export interface DecidedReturn {
  orderId: number;
  number: string;
  state: 'approved' | 'rejected' | 'credited';
  sku: string;
  /** The part's name in the mail's language. */
  name: (language: Language) => Promise<string>;
  quantity: number;
  reason: string | null;
  creditNote: string | null;
}

/** A return approved, rejected (with the reason) or credited (with the credit note's number). */
export async function queueReturnDecided(db: Executor, ret: DecidedReturn, now: number): Promise<void> {
  const to = await target(db, ret.orderId, ORDER_MAIL_KINDS.returnDecided);
  if (!to) return;
  const texts = ORDER_LIFE_MAIL_TEXTS[to.language];
  const words = texts.returnDecided;
  const subject = {
    approved: words.approvedSubject,
    rejected: words.rejectedSubject,
    credited: words.creditedSubject,
  }[ret.state](ret.number, to.orderNumber);
  const head = [texts.columns.sku, texts.columns.name, texts.columns.quantity];
  const rows = [[ret.sku, await ret.name(to.language), String(ret.quantity)]];
  const pairs: [string, string][] = [
    ...(ret.state === 'rejected' && ret.reason ? [[words.reason, ret.reason] as [string, string]] : []),
    ...(ret.state === 'credited' && ret.creditNote ? [[words.creditNote, ret.creditNote] as [string, string]] : []),
  ];
  await queue(
    db,
    ORDER_MAIL_KINDS.returnDecided,
    to,
    subject,
    [
      { paragraph: words[ret.state](ret.number) },
      { lines: { head, rows, text: rows.map((row) => `${row[0]}  ${row[1]}  × ${row[2]}`) } },
      ...(pairs.length > 0 ? [{ pairs }] : []),
    ],
    now,
  );
}

/** GET /api/Customer/OrderMail: which kinds of order mail the dealer gets (`Returns` when the shop takes returns). */
export async function orderMailSettings(db: Executor, customerId: number, returns = false): Promise<OrderMailSettings> {
  const off = (await orderMailOff(db, customerId)).split(' ');
  return {
    BackorderShipped: !off.includes(ORDER_MAIL_KINDS.backorderShipped),
    LineCancelled: !off.includes(ORDER_MAIL_KINDS.lineCancelled),
    Invoice: !off.includes(ORDER_MAIL_KINDS.invoice),
    ...(returns && { Returns: !off.includes(ORDER_MAIL_KINDS.returnDecided) }),
  };
}

/** POST /api/Customer/OrderMail: switches kinds of order mail on and off (`Returns` absent or the shop without returns: unchanged). */
export async function saveOrderMailSettings(
  db: Executor,
  customerId: number,
  settings: OrderMailSettings,
  returns = false,
): Promise<OrderMailSettings> {
  const returnsOff =
    returns && settings.Returns !== undefined
      ? !settings.Returns
      : (await orderMailOff(db, customerId)).split(' ').includes(ORDER_MAIL_KINDS.returnDecided);
  const off = [
    settings.BackorderShipped ? undefined : ORDER_MAIL_KINDS.backorderShipped,
    settings.LineCancelled ? undefined : ORDER_MAIL_KINDS.lineCancelled,
    settings.Invoice ? undefined : ORDER_MAIL_KINDS.invoice,
    returnsOff ? ORDER_MAIL_KINDS.returnDecided : undefined,
  ].filter((kind) => kind !== undefined);
  await setOrderMailOff(db, customerId, off.join(' '));
  return orderMailSettings(db, customerId, returns);
}
