import type { Address } from '@parts/contract/customer';
import type { OrderDetail, PickupAddress } from '@parts/contract/orders';
import { customerContact, type CustomerContact } from '../data/customers';
import type { Executor } from '../data/executor';
import { insertMail, outboxState, type NewMail, type OutboxState } from '../data/outbox';
import { defaultStore } from '../data/reference-data';
import type { Language } from '../i18n/language';
import { mailTexts, type MailTexts } from '../i18n/mail';

/**
 * The shop's e-mail: each message composed here in the customer's language (the language of the
 * request that caused it) as plain text and simple HTML (every value escaped), and written to the
 * outbox (data/outbox.ts) in the caller's transaction, so a message exists exactly when what it
 * tells about was committed. mail/worker.ts sends it.
 */

export type { OutboxState } from '../data/outbox';

/** What composing needs beside the data: the shop's public origin (links), the time (epoch ms). */
export interface MailContext {
  /** The origin the shop's pages are served from, as configured (SHOP_ORIGIN): links never take the request's Host. */
  origin: string;
  now: number;
  /** Announce a new order to the ERP's webhook through the outbox too (mail/webhook.ts). */
  announceOrders?: boolean;
}

const MAIL_KINDS = {
  recovery: 'recovery',
  orderConfirmation: 'order-confirmation',
  passwordChanged: 'password-changed',
  emailChanged: 'email-changed',
  invitation: 'team-invitation',
  approvalDecision: 'team-approval-decision',
} as const;

/** The pieces a message is made of, rendered once as text and once as HTML. */
export type Block =
  | { paragraph: string }
  | { heading: string }
  | { link: { href: string; label: string } }
  | { lines: { head: readonly string[]; rows: readonly (readonly string[])[]; text: readonly string[] } }
  | { pairs: readonly (readonly [string, string])[] };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Line breaks of a text kept in HTML. */
const htmlText = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>');

/** The style of a table cell (mail programs ignore style sheets). */
const cellStyle = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';

export function render(language: Language, blocks: readonly Block[]): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ('paragraph' in block) {
      text.push(block.paragraph);
      html.push(`<p>${htmlText(block.paragraph)}</p>`);
    } else if ('heading' in block) {
      text.push(block.heading.toUpperCase());
      html.push(`<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(block.heading)}</h2>`);
    } else if ('link' in block) {
      text.push(`${block.link.label}:\n${block.link.href}`);
      html.push(`<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`);
    } else if ('lines' in block) {
      text.push(block.lines.text.join('\n'));
      const head = block.lines.head.map((cell) => `<th ${cellStyle}>${escapeHtml(cell)}</th>`).join('');
      const rows = block.lines.rows
        .map((row) => `<tr>${row.map((cell) => `<td ${cellStyle}>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('');
      html.push(`<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`);
    } else {
      text.push(block.pairs.map(([label, value]) => `${label}: ${value}`).join('\n'));
      html.push(
        `<table style="border-collapse:collapse">${block.pairs.map(([label, value]) => `<tr><th ${cellStyle}>${escapeHtml(label)}</th><td ${cellStyle}>${htmlText(value)}</td></tr>`).join('')}</table>`,
      );
    }
  }
  return {
    text: `${text.join('\n\n')}\n`,
    html: `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">${html.join('')}</body></html>`,
  };
}

const money = (texts: MailTexts, amount: number): string =>
  new Intl.NumberFormat(texts.locale, { style: 'currency', currency: 'PLN' }).format(amount);

/** A time as the dealer reads it: the shop's time zone (Europe/Warsaw). */
const dateTime = (texts: MailTexts, at: number | string): string =>
  new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(new Date(at));

const addressLines = (address: Address): string =>
  [
    [address.FirstName, address.LastName].filter(Boolean).join(' '),
    address.Company,
    address.Address1,
    address.Address2,
    [address.ZipPostalCode, address.City].filter(Boolean).join(' '),
    [address.StateProvinceName, address.CountryName].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join('\n');

const pickupLines = (pickup: PickupAddress): string =>
  [pickup.Address1, [pickup.ZipPostalCode, pickup.City].filter(Boolean).join(' '), pickup.CountryName].filter(Boolean).join('\n');

/** A link to one of the shop's pages, on the configured origin. */
const pageUrl = (origin: string, path: string): string => new URL(path, `${origin}/`).toString();

interface Recipient {
  to: string;
  name: string;
  store: string;
}

function recoveryMail(language: Language, recipient: Recipient, link: string): NewMail {
  const texts = mailTexts(language);
  return {
    kind: MAIL_KINDS.recovery,
    recipient: recipient.to,
    subject: texts.recovery.subject(recipient.store),
    ...render(language, [
      { paragraph: texts.greeting(recipient.name) },
      { paragraph: texts.recovery.intro(recipient.store) },
      { link: { href: link, label: texts.recovery.action } },
      { paragraph: texts.recovery.lifetime },
      { paragraph: texts.recovery.notYou },
      { paragraph: texts.signature(recipient.store) },
    ]),
  };
}

function orderConfirmationMail(language: Language, recipient: Recipient, order: OrderDetail, origin: string): NewMail {
  const texts = mailTexts(language);
  const { order: words } = texts;
  const amount = (value: number | null) => money(texts, value ?? 0);
  const totals: [string, string][] = [[words.subtotal, amount(order.OrderSubtotal)]];
  if ((order.OrderSubTotalDiscount ?? 0) > 0) totals.push([words.discount, `-${amount(order.OrderSubTotalDiscount)}`]);
  totals.push([words.shipping, amount(order.OrderShipping)]);
  if ((order.PaymentMethodAdditionalFee ?? 0) > 0) totals.push([words.paymentFee, amount(order.PaymentMethodAdditionalFee)]);
  if ((order.OrderTotalDiscount ?? 0) > 0) totals.push([words.discount, `-${amount(order.OrderTotalDiscount)}`]);
  totals.push([words.total, amount(order.OrderTotal)]);
  for (const rate of order.TaxRates) totals.push([words.tax(rate.Rate), amount(rate.Value)]);

  const delivery: [string, string][] =
    order.PickUpInStore && order.PickupAddress
      ? [[words.pickup, `${words.pickupAt(order.PickupAddress.Name)}\n${pickupLines(order.PickupAddress)}`]]
      : [
          [words.delivery, order.ShippingMethod],
          ...(order.ShippingAddress ? [[words.shippingAddress, addressLines(order.ShippingAddress)] as [string, string]] : []),
        ];
  delivery.push([words.payment, order.PaymentMethod]);
  // extension order-reference: the dealer's own reference, when given
  if (order.CustomerReference) delivery.push([words.customerReference, order.CustomerReference]);
  if (order.BillingAddress) delivery.push([words.billingAddress, addressLines(order.BillingAddress)]);
  const note = order.OrderNotes[0]?.Note;
  if (note) delivery.push([words.note, note]);

  const columns = words.columns;
  return {
    kind: MAIL_KINDS.orderConfirmation,
    recipient: recipient.to,
    subject: words.subject(order.OrderNumber, recipient.store),
    ...render(language, [
      { paragraph: texts.greeting(recipient.name) },
      { paragraph: words.intro(order.OrderNumber, dateTime(texts, order.CreatedOn)) },
      { heading: words.lines },
      {
        lines: {
          head: [columns.sku, columns.name, columns.quantity, columns.unitPrice, columns.total],
          rows: order.Items.map((item) => [
            item.Sku,
            item.ProductName,
            String(item.Quantity),
            money(texts, item.UnitPrice),
            money(texts, item.SubTotal),
          ]),
          text: order.Items.map(
            (item) =>
              `${item.Sku} ${item.ProductName}: ${item.Quantity} × ${money(texts, item.UnitPrice)} = ${money(texts, item.SubTotal)}`,
          ),
        },
      },
      { pairs: totals },
      { heading: order.PickUpInStore ? words.pickup : words.delivery },
      { pairs: delivery },
      { link: { href: pageUrl(origin, `/orderdetails/${order.Id}`), label: words.view } },
      { paragraph: texts.signature(recipient.store) },
    ]),
  };
}

function passwordChangedMail(language: Language, recipient: Recipient, at: number): NewMail {
  const texts = mailTexts(language);
  return {
    kind: MAIL_KINDS.passwordChanged,
    recipient: recipient.to,
    subject: texts.passwordChanged.subject(recipient.store),
    ...render(language, [
      { paragraph: texts.greeting(recipient.name) },
      { paragraph: texts.passwordChanged.body(dateTime(texts, at)) },
      { paragraph: texts.passwordChanged.notYou },
      { paragraph: texts.signature(recipient.store) },
    ]),
  };
}

function emailChangedMail(language: Language, recipient: Recipient, at: number, newAddress: string): NewMail {
  const texts = mailTexts(language);
  return {
    kind: MAIL_KINDS.emailChanged,
    recipient: recipient.to,
    subject: texts.emailChanged.subject(recipient.store),
    ...render(language, [
      { paragraph: texts.greeting(recipient.name) },
      { paragraph: texts.emailChanged.body(dateTime(texts, at), newAddress) },
      { paragraph: texts.emailChanged.notYou },
      { paragraph: texts.signature(recipient.store) },
    ]),
  };
}

/** The customer as a mail is addressed (the address now stored, unless `to` says another) and the store's name. */
async function recipientOf(
  db: Executor,
  customer: CustomerContact | undefined,
  language: Language,
  to?: string,
): Promise<Recipient | undefined> {
  if (!customer) return undefined;
  const store = await defaultStore(db, language);
  return {
    to: to ?? customer.email,
    name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
    store: store?.Name || mailTexts(language).storeFallback,
  };
}

/** The recovery link: the configured origin, the page of the front end that sets the new password. */
function recoveryLink(origin: string, email: string, token: string): string {
  const url = new URL('/forgot-password/confirm', `${origin}/`);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Queues the recovery link (inside the transaction that stores its token). */
export async function queueRecoveryMail(
  db: Executor,
  customerId: number,
  language: Language,
  token: string,
  mail: MailContext,
): Promise<void> {
  const recipient = await recipientOf(db, await customerContact(db, customerId), language);
  if (recipient) await insertMail(db, recoveryMail(language, recipient, recoveryLink(mail.origin, recipient.to, token)), mail.now);
}

/** An employee of a dealer's company (extension team) as a mail is addressed: their own address and name. */
async function employeeRecipient(db: Executor, employee: { email: string; name: string }, language: Language): Promise<Recipient> {
  const store = await defaultStore(db, language);
  return { to: employee.email, name: employee.name, store: store?.Name || mailTexts(language).storeFallback };
}

/** Queues the recovery link to an employee (extension team; inside the transaction that stores its token). */
export async function queueEmployeeRecoveryMail(
  db: Executor,
  employee: { email: string; name: string },
  language: Language,
  token: string,
  mail: MailContext,
): Promise<void> {
  const recipient = await employeeRecipient(db, employee, language);
  await insertMail(db, recoveryMail(language, recipient, recoveryLink(mail.origin, recipient.to, token)), mail.now);
}

/** Queues the notice of a new password to an employee (extension team; inside the transaction that sets it). */
export async function queueEmployeePasswordChanged(
  db: Executor,
  employee: { email: string; name: string },
  language: Language,
  mail: MailContext,
): Promise<void> {
  await insertMail(db, passwordChangedMail(language, await employeeRecipient(db, employee, language), mail.now), mail.now);
}

/** Queues the confirmation of an order to the customer (inside the transaction that places it, which has read the contact). */
export async function queueOrderConfirmation(
  db: Executor,
  customer: CustomerContact,
  order: OrderDetail,
  language: Language,
  mail: MailContext,
): Promise<void> {
  const recipient = await recipientOf(db, customer, language);
  if (recipient) await insertMail(db, orderConfirmationMail(language, recipient, order, mail.origin), mail.now);
}

/** Queues the notice of a new password (inside the transaction that sets it). */
export async function queuePasswordChanged(db: Executor, customerId: number, language: Language, mail: MailContext): Promise<void> {
  const recipient = await recipientOf(db, await customerContact(db, customerId), language);
  if (recipient) await insertMail(db, passwordChangedMail(language, recipient, mail.now), mail.now);
}

/** Queues the notice of a new e-mail address, to the old one (inside the transaction that changes it). */
export async function queueEmailChanged(
  db: Executor,
  customerId: number,
  language: Language,
  oldAddress: string,
  newAddress: string,
  mail: MailContext,
): Promise<void> {
  const recipient = await recipientOf(db, await customerContact(db, customerId), language, oldAddress);
  if (recipient) await insertMail(db, emailChangedMail(language, recipient, mail.now, newAddress), mail.now);
}

/**
 * The outbox's state (for /ready and the metrics): messages pending, the age in seconds of the
 * oldest pending one, messages given up on.
 */
export async function mailOutboxState(db: Executor, now: number): Promise<OutboxState> {
  return outboxState(db, now);
}

/** The invitation link: the configured origin, the front end's page that sets the employee's password (extension team). */
function invitationLink(origin: string, token: string): string {
  const url = new URL('/team/accept', `${origin}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Queues an employee's invitation in the language the administrator chose (inside the transaction that stores its token; extension team). */
export async function queueInvitation(
  db: Executor,
  invitation: { email: string; name: string; company: string; token: string },
  language: Language,
  mail: MailContext,
): Promise<void> {
  const texts = mailTexts(language);
  const store = (await defaultStore(db, language))?.Name || texts.storeFallback;
  await insertMail(
    db,
    {
      kind: MAIL_KINDS.invitation,
      recipient: invitation.email,
      subject: texts.invitation.subject(invitation.company, store),
      ...render(language, [
        { paragraph: texts.greeting(invitation.name) },
        { paragraph: texts.invitation.intro(invitation.company, store) },
        { link: { href: invitationLink(mail.origin, invitation.token), label: texts.invitation.action } },
        { paragraph: texts.invitation.lifetime },
        { paragraph: texts.signature(store) },
      ]),
    },
    mail.now,
  );
}

/**
 * Tells the requester the decision on their order waiting for approval, in the language they asked
 * in (inside the transaction that decides it; extension team): approved with the order's number, or
 * rejected with the approver's comment.
 */
export async function queueApprovalDecision(
  db: Executor,
  decision: { email: string; name: string; approver: string } & (
    { approved: true; orderNumber: string } | { approved: false; comment: string }
  ),
  language: Language,
  mail: MailContext,
): Promise<void> {
  const texts = mailTexts(language);
  const store = (await defaultStore(db, language))?.Name || texts.storeFallback;
  await insertMail(
    db,
    {
      kind: MAIL_KINDS.approvalDecision,
      recipient: decision.email,
      subject: decision.approved ? texts.approval.approvedSubject(decision.orderNumber) : texts.approval.rejectedSubject,
      ...render(language, [
        { paragraph: texts.greeting(decision.name) },
        {
          paragraph: decision.approved
            ? texts.approval.approved(decision.approver, decision.orderNumber)
            : texts.approval.rejected(decision.approver),
        },
        ...(decision.approved ? [] : [{ pairs: [[texts.approval.comment, decision.comment]] as const }]),
        { paragraph: texts.signature(store) },
      ]),
    },
    mail.now,
  );
}
