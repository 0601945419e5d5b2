import { sql, type ExpressionBuilder } from 'kysely';
import { dialectOf } from '../db/database';
import type { Database } from '../db/schema';
import type { Language } from '../i18n/language';
import type { Executor } from './executor';
import { localized } from './language';

/**
 * The queries of returns (migration 50; domain/returns.ts decides): the order lines as a return sees
 * them (delivered, returned, returnable flag), the returns with their line and order, their photos,
 * and the return window setting.
 */

/** A line's part name in the language asked, as data/order-life.ts names it (the kept name once the catalogue's changed). */
const lineName =
  (language: Language) => (eb: ExpressionBuilder<Database & { i: Database['order_items']; p: Database['products'] }, 'i' | 'p'>) =>
    eb.case().when('p.name', '=', eb.ref('i.product_name')).then(localized(language, 'p.name')).else(eb.ref('i.product_name')).end();

/** The store setting returns.windowDays (JSON text), or undefined when the store has none. */
export async function returnWindowSetting(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('store_config')
    .select('value')
    .where('section', '=', 'returns')
    .where('name', '=', 'windowDays')
    .executeTakeFirst();
  return row?.value;
}

/**
 * Locks an order line for the rest of the transaction on PostgreSQL (`SELECT ... FOR UPDATE`), so two
 * return requests for it at the same moment are checked one after the other (read committed would let
 * both count the returns before either is kept). SQLite serialises writers: nothing to do there.
 */
export async function lockOrderLine(trx: Executor, orderId: number, lineId: number): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await trx.selectFrom('order_items').select('id').where('id', '=', lineId).where('order_id', '=', orderId).forUpdate().execute();
}

/** An order's lines with what a return needs: the part's returnable flag, delivered quantity and last delivery day, returned so far. */
export async function returnableLines(db: Executor, orderId: number, language: Language) {
  const lines = await db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => ['i.id', 'i.sku', lineName(language)(eb).as('productName'), sql<number>`COALESCE(p.returnable, 1)`.as('returnable')])
    .where('i.order_id', '=', orderId)
    .orderBy('i.id')
    .execute();
  const delivered = await db
    .selectFrom('shipment_lines as l')
    .innerJoin('shipments as s', 's.id', 'l.shipment_id')
    .select(['l.order_item_id as orderItemId', 'l.quantity', 's.delivered_on as deliveredOn'])
    .where('s.order_id', '=', orderId)
    .where('s.delivered_on', 'is not', null)
    .execute();
  const returned = await db
    .selectFrom('returns')
    .select(['order_item_id as orderItemId', 'quantity'])
    .where('order_id', '=', orderId)
    .where('state', '!=', 'rejected')
    .execute();
  return lines.map((line) => {
    const own = delivered.filter((row) => row.orderItemId === line.id);
    const days = own.map((row) => row.deliveredOn ?? '').sort();
    return {
      id: line.id,
      sku: line.sku,
      productName: line.productName,
      returnable: Number(line.returnable) !== 0,
      delivered: own.reduce((sum, row) => sum + row.quantity, 0),
      lastDeliveredOn: days.at(-1) ?? null,
      returned: returned.filter((row) => row.orderItemId === line.id).reduce((sum, row) => sum + row.quantity, 0),
    };
  });
}
export type ReturnableLineRow = Awaited<ReturnType<typeof returnableLines>>[number];

const returnQuery = (db: Executor, language: Language) =>
  db
    .selectFrom('returns as r')
    .innerJoin('order_items as i', 'i.id', 'r.order_item_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('invoices as n', 'n.id', 'r.credit_note_id')
    .select((eb) => [
      'r.id',
      'r.number',
      'r.customer_id as customerId',
      'c.company',
      'c.email',
      'r.order_id as orderId',
      'o.order_number as orderNumber',
      'r.order_item_id as lineId',
      'i.sku',
      lineName(language)(eb).as('productName'),
      'r.quantity',
      'r.reason',
      'r.description',
      'r.state',
      'r.decision_reason as decisionReason',
      'r.requested_at as requestedAt',
      'r.received_on as receivedOn',
      'r.credit_note_id as creditNoteId',
      'n.number as creditNoteNumber',
      eb.selectFrom('return_photos as f').select(eb.fn.countAll<number>().as('n')).whereRef('f.return_id', '=', 'r.id').as('photos'),
    ]);
export type ReturnRow = Awaited<ReturnType<ReturnType<typeof returnQuery>['executeTakeFirstOrThrow']>>;

export async function returnById(db: Executor, id: number, language: Language = 'en'): Promise<ReturnRow | undefined> {
  return returnQuery(db, language).where('r.id', '=', id).executeTakeFirst();
}

/** A customer's returns, newest first; of one order when named. */
export async function returnsOfCustomer(db: Executor, customerId: number, language: Language, orderId?: number): Promise<ReturnRow[]> {
  let query = returnQuery(db, language).where('r.customer_id', '=', customerId);
  if (orderId !== undefined) query = query.where('r.order_id', '=', orderId);
  return query.orderBy('r.id', 'desc').execute();
}

/** Returns with an id above `after`, oldest first, of one state when named (the ERP's feed). */
export async function returnsAfter(db: Executor, after: number, limit: number, state: string | undefined): Promise<ReturnRow[]> {
  let query = returnQuery(db, 'en').where('r.id', '>', after);
  if (state) query = query.where('r.state', '=', state);
  return query.orderBy('r.id').limit(limit).execute();
}

export async function insertReturn(
  db: Executor,
  row: {
    customerId: number;
    orderId: number;
    lineId: number;
    quantity: number;
    reason: string;
    description: string | null;
    language: Language;
    now: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('returns')
    .values({
      customer_id: row.customerId,
      order_id: row.orderId,
      order_item_id: row.lineId,
      quantity: row.quantity,
      reason: row.reason,
      description: row.description,
      language: row.language,
      state: 'requested',
      requested_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setReturnNumber(db: Executor, id: number, number: string): Promise<void> {
  await db.updateTable('returns').set({ number }).where('id', '=', id).execute();
}

export async function insertReturnPhotos(db: Executor, returnId: number, photos: readonly { contentType: string; bytes: Buffer }[]) {
  if (photos.length === 0) return;
  await db
    .insertInto('return_photos')
    .values(photos.map((photo, position) => ({ return_id: returnId, position, content_type: photo.contentType, bytes: photo.bytes })))
    .execute();
}

export async function returnPhotos(db: Executor, returnId: number) {
  return db
    .selectFrom('return_photos')
    .select(['content_type as contentType', 'bytes'])
    .where('return_id', '=', returnId)
    .orderBy('position')
    .execute();
}

export async function updateReturn(
  db: Executor,
  id: number,
  change: { state: string; decision_reason?: string | null; received_on?: string; credit_note_id?: number; updated_at: number },
): Promise<void> {
  await db.updateTable('returns').set(change).where('id', '=', id).execute();
}
