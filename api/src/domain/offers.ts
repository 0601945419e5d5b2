import * as v from 'valibot';
import { OfferLineSchema, type OfferRequest, type Offer, type OfferLine, type OfferList, type OfferToCart } from '@parts/contract/offers';
import { customerDiscount } from '../data/cart';
import { customerContact } from '../data/customers';
import {
  insertOffer,
  offerPartsBySku,
  offerRow,
  offerRows,
  updateOffer,
  type OfferAuthor,
  type OfferFields,
  type OfferRow,
} from '../data/offers';
import { personName } from '../data/team';
import { insertMail } from '../data/outbox';
import { inTransaction, type Executor } from '../data/executor';
import type { Language } from '../i18n/language';
import { OFFER_TEXTS } from '../i18n/offer-texts';
import { addResolvedPartsToCart, type CartContext, type CartOwner } from './cart';
import { NotFound, ValidationFailed, type FieldErrors } from './errors';
import { dealerPrice } from './money';
import { offerPdf } from './offer-pdf';
import { resolveParts } from './supersession';

/** Saved customer offers (extension saved-offers; routes/offers.ts). */

type OfferInput = v.InferOutput<typeof OfferRequest>;

const iso = (epochMs: number) => new Date(Number(epochMs)).toISOString();

function linesOf(row: OfferRow): OfferLine[] {
  const parsed = v.safeParse(v.array(OfferLineSchema), JSON.parse(row.lines));
  return parsed.success ? parsed.output : [];
}

function offerOf(row: OfferRow): Offer {
  return {
    Id: row.id,
    Number: row.number,
    Name: row.name,
    Comment: row.comment,
    CustomerName: row.customer_name,
    CustomerPhone: row.customer_phone,
    CustomerEmail: row.customer_email,
    CustomerVatNumber: row.customer_vat_number,
    Vehicle: row.vehicle,
    OrderDiscount: Number(row.order_discount),
    ValidUntil: row.valid_until,
    CreatedOn: iso(row.created_at),
    UpdatedOn: iso(row.updated_at),
    Lines: linesOf(row),
  };
}

/** Who asks (the company and the person: employee 0 is the company's own login) and whether the extension team runs. */
export interface OfferPerson {
  customerId: number;
  employeeId: number;
  withTeam: boolean;
}

/** The person making a new offer, as the offer keeps them. */
async function authorOf(db: Executor, person: OfferPerson): Promise<OfferAuthor> {
  return { author_employee_id: person.employeeId === 0 ? null : person.employeeId, author: await personName(db, person) };
}

/**
 * Extension team: the offer with its author (the name kept with it; the company login's name now for
 * an offer saved without one); without the extension, as SPEC's shop answers it.
 */
async function withAuthor(db: Executor, row: OfferRow, withTeam: boolean): Promise<Offer> {
  const answer = offerOf(row);
  if (!withTeam) return answer;
  const author = row.author ?? (await companyLoginName(db, row.customer_id));
  return { ...answer, Author: author };
}

/** The company's own login as an offer names it: its name, else its e-mail. */
async function companyLoginName(db: Executor, customerId: number): Promise<string> {
  const name = await personName(db, { customerId, employeeId: 0 });
  return name || ((await customerContact(db, customerId))?.email ?? '');
}

/** The request's lines priced for the dealer now (their discount); an unknown number answers 400 keyed by its row. */
async function pricedLines(db: Executor, customerId: number, input: OfferInput, language: Language): Promise<OfferLine[]> {
  const [parts, discount] = await Promise.all([
    offerPartsBySku(
      db,
      input.Lines.map((line) => line.Sku),
      language,
    ),
    customerDiscount(db, customerId),
  ]);
  const bySku = new Map(parts.map((part) => [part.sku.toUpperCase(), part]));
  const errors: FieldErrors = {};
  const lines: OfferLine[] = [];
  input.Lines.forEach((line, index) => {
    const part = bySku.get(line.Sku.toUpperCase());
    if (!part) {
      errors[`Lines.${index}.Sku`] = [`SKU ${line.Sku} not found`];
      return;
    }
    const price = dealerPrice(part.price, discount);
    lines.push({
      ProductId: part.id,
      Sku: part.sku,
      Name: part.name,
      Quantity: line.Quantity,
      OldPrice: price.OldPrice,
      Price: price.Price,
      OwnDiscount: price.Discount,
      Discount: line.Discount,
    });
  });
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return lines;
}

const fieldsOf = (input: OfferInput, lines: readonly OfferLine[]): OfferFields => ({
  name: input.Name,
  comment: input.Comment,
  customer_name: input.CustomerName,
  customer_phone: input.CustomerPhone,
  customer_email: input.CustomerEmail,
  customer_vat_number: input.CustomerVatNumber,
  vehicle: input.Vehicle,
  order_discount: input.OrderDiscount,
  valid_until: input.ValidUntil,
  lines: JSON.stringify(lines),
});

async function ownOffer(db: Executor, customerId: number, offerId: number): Promise<OfferRow> {
  const row = await offerRow(db, customerId, offerId);
  if (!row) throw new NotFound();
  return row;
}

export async function offer(db: Executor, customerId: number, offerId: number, withTeam = false): Promise<Offer> {
  return withAuthor(db, await ownOffer(db, customerId, offerId), withTeam);
}

/** Saves a new offer, numbered OF/<year>/<n> in the dealer's sequence of the year. */
export async function saveNewOffer(db: Executor, person: OfferPerson, input: OfferInput, language: Language, now: number): Promise<Offer> {
  const { customerId } = person;
  const lines = await pricedLines(db, customerId, input, language);
  const id = await insertOffer(db, customerId, fieldsOf(input, lines), new Date(now).getUTCFullYear(), now, await authorOf(db, person));
  return offer(db, customerId, id, person.withTeam);
}

export async function changeOffer(
  db: Executor,
  customerId: number,
  offerId: number,
  input: OfferInput,
  language: Language,
  now: number,
  withTeam = false,
): Promise<Offer> {
  await ownOffer(db, customerId, offerId);
  const lines = await pricedLines(db, customerId, input, language);
  if (!(await updateOffer(db, customerId, offerId, fieldsOf(input, lines), now))) throw new NotFound();
  return offer(db, customerId, offerId, withTeam);
}

/** A copy under the next number, valid as long from today as the original was from its saving; its author is who copies it. */
export async function copyOffer(db: Executor, person: OfferPerson, offerId: number, now: number): Promise<Offer> {
  const { customerId } = person;
  const original = offerOf(await ownOffer(db, customerId, offerId));
  const validDays = Math.max(
    1,
    Math.round((Date.parse(`${original.ValidUntil}T00:00:00Z`) - Date.parse(original.CreatedOn.slice(0, 10))) / 86_400_000),
  );
  const validUntil = new Date(now + validDays * 86_400_000).toISOString().slice(0, 10);
  const fields: OfferFields = {
    name: original.Name,
    comment: original.Comment,
    customer_name: original.CustomerName,
    customer_phone: original.CustomerPhone,
    customer_email: original.CustomerEmail,
    customer_vat_number: original.CustomerVatNumber,
    vehicle: original.Vehicle,
    order_discount: original.OrderDiscount,
    valid_until: validUntil,
    lines: JSON.stringify(original.Lines),
  };
  const id = await insertOffer(db, customerId, fields, new Date(now).getUTCFullYear(), now, await authorOf(db, person));
  return offer(db, customerId, id, person.withTeam);
}

export async function offerList(
  db: Executor,
  customerId: number,
  query: { q: string; page: number; pageSize: number },
): Promise<OfferList> {
  const { rows, total } = await offerRows(db, customerId, query.q, query.page, query.pageSize);
  return {
    Offers: rows.map((row) => ({
      Id: row.id,
      Number: row.number,
      Name: row.name,
      CustomerName: row.customer_name,
      Vehicle: row.vehicle,
      ValidUntil: row.valid_until,
      UpdatedOn: iso(row.updated_at),
      Lines: linesOf(row).length,
    })),
    Total: total,
    Page: query.page,
    PageSize: query.pageSize,
  };
}

const NO_EMAIL = 'The offer has no customer e-mail.';

/**
 * Mails the offer as a PDF (in the dealer's language) to its customer's e-mail, or the one given:
 * written to the outbox, sent by the mail worker.
 */
export async function mailOffer(
  db: Executor,
  customerId: number,
  offerId: number,
  email: string,
  language: Language,
  now: number,
  withTeam = false,
): Promise<void> {
  const saved = await withAuthor(db, await ownOffer(db, customerId, offerId), withTeam);
  const recipient = email || saved.CustomerEmail;
  if (!recipient) throw ValidationFailed.field('Email', NO_EMAIL);
  const contact = await customerContact(db, customerId);
  const dealerName = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || contact?.email || '';
  const dealer = [dealerName, contact?.email ?? ''].filter(Boolean);
  const texts = OFFER_TEXTS[language];
  const pdf = await offerPdf({ offer: saved, language, dealer, now });
  const validUntil = new Intl.DateTimeFormat(texts.locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${saved.ValidUntil}T12:00:00`),
  );
  const body = texts.mailBody(saved.Number, validUntil);
  const escaped = body.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  await inTransaction(db, async (trx) => {
    await insertMail(
      trx,
      {
        kind: 'offer',
        recipient,
        subject: texts.mailSubject(saved.Number, dealerName),
        text: `${body}\n`,
        html: `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"></head><body><p>${escaped}</p></body></html>`,
        attachment: { filename: texts.fileName(saved.Number), contentType: 'application/pdf', content: pdf },
      },
      now,
    );
  });
}

/**
 * Puts the offer's lines into the cart (a superseded part as what replaces it) with the dealer's
 * prices of today; answers each line whose price differs from the offer's (before, after) and
 * the notices of the add.
 */
export async function offerToCart(
  db: Executor,
  owner: CartOwner,
  offerId: number,
  context: CartContext,
  language: Language,
  followSupersession: boolean,
): Promise<OfferToCart> {
  const { customerId } = owner;
  const saved = offerOf(await ownOffer(db, customerId, offerId));
  const [parts, discount] = await Promise.all([
    offerPartsBySku(
      db,
      saved.Lines.map((line) => line.Sku),
      language,
    ),
    customerDiscount(db, customerId),
  ]);
  const now = new Map(parts.map((part) => [part.sku, dealerPrice(part.price, discount).Price]));
  const changes = saved.Lines.flatMap((line) => {
    const after = now.get(line.Sku) ?? 0;
    return after === line.Price ? [] : [{ Sku: line.Sku, Name: line.Name, Before: line.Price, After: after }];
  });
  const { byId } = await resolveParts(db, { ids: saved.Lines.map((line) => line.ProductId) }, followSupersession, language);
  const items = saved.Lines.flatMap((line) => {
    const resolution = byId.get(line.ProductId);
    return resolution ? [{ sku: line.Sku, resolution, quantity: line.Quantity }] : [];
  });
  const { notices } = await addResolvedPartsToCart(db, owner, items, context, language, true, followSupersession);
  return { Changes: changes, Notices: notices };
}
