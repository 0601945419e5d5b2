import { sql, type Selectable } from 'kysely';
import type { SavedOffersTable } from '../db/schema';
import type { Language } from '../i18n/language';
import { inTransaction, type Executor } from './executor';
import { localized } from './language';

/** A saved offer's row (migration 28). */
export type OfferRow = Selectable<SavedOffersTable>;

/** What an offer holds, as written: everything but its id, number and times. */
export interface OfferFields {
  name: string;
  comment: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  customer_vat_number: string;
  vehicle: string;
  order_discount: number;
  valid_until: string;
  /** OfferLine[] as JSON. */
  lines: string;
}

/** Who makes a new offer (extension team): the employee (null: the company's own login) and their name now. */
export interface OfferAuthor {
  author_employee_id: number | null;
  author: string;
}

/** What the list's search looks in: the customer, the vehicle and the number, lower-cased. */
const searchTextOf = (fields: OfferFields, number: string): string =>
  [fields.customer_name, fields.customer_phone, fields.customer_email, fields.vehicle, number].join('\n').toLowerCase();

/** One of the dealer's offers; undefined for another dealer's or none. */
export async function offerRow(db: Executor, customerId: number, offerId: number): Promise<OfferRow | undefined> {
  return db.selectFrom('saved_offers').selectAll().where('customer_id', '=', customerId).where('id', '=', offerId).executeTakeFirst();
}

/**
 * A new offer numbered after the dealer's last of `year` (OF/2026/0001...), in one transaction; a
 * second one numbered at the same moment meets the unique constraint and tries the next number.
 */
export async function insertOffer(
  db: Executor,
  customerId: number,
  fields: OfferFields,
  year: number,
  now: number,
  author: OfferAuthor,
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTransaction(db, async (trx) => {
        const last = await trx
          .selectFrom('saved_offers')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .where('customer_id', '=', customerId)
          .where('year', '=', year)
          .executeTakeFirst();
        const seq = Number(last?.seq ?? 0) + 1;
        const number = `OF/${year}/${String(seq).padStart(4, '0')}`;
        const row = await trx
          .insertInto('saved_offers')
          .values({
            customer_id: customerId,
            year,
            seq,
            number,
            ...fields,
            ...author,
            search_text: searchTextOf(fields, number),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** Replaces what an offer holds (its number stays); false when it is not the dealer's. */
export async function updateOffer(db: Executor, customerId: number, offerId: number, fields: OfferFields, now: number): Promise<boolean> {
  const current = await offerRow(db, customerId, offerId);
  if (!current) return false;
  await db
    .updateTable('saved_offers')
    .set({ ...fields, search_text: searchTextOf(fields, current.number), updated_at: now })
    .where('customer_id', '=', customerId)
    .where('id', '=', offerId)
    .execute();
  return true;
}

/** `%`, `_` and `\` of a search taken as themselves in LIKE. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A page of the dealer's offers, the last changed first; with `search` those whose customer, vehicle or number contain it. */
export async function offerRows(
  db: Executor,
  customerId: number,
  search: string,
  page: number,
  pageSize: number,
): Promise<{ rows: OfferRow[]; total: number }> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  let query = db.selectFrom('saved_offers').where('customer_id', '=', customerId);
  for (const word of words) query = query.where(sql<boolean>`search_text like ${`%${likeEscaped(word)}%`} escape '\\'`);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** The parts of these numbers (simple products), with their names in `language` and gross catalogue prices. */
export async function offerPartsBySku(
  db: Executor,
  skus: readonly string[],
  language: Language,
): Promise<{ id: number; sku: string; name: string; price: number }[]> {
  if (skus.length === 0) return [];
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', localized(language, 'p.name').as('name'), 'p.price'])
    .where('p.product_type', '=', 'SimpleProduct')
    .where('p.sku', 'in', [...new Set(skus)])
    .execute();
}
