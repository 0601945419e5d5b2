import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from '../db/database';
import { prepared } from '../db/prepared';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';
import { availableQuantity } from './stock-reservations';

/** The cart_items table with what a cart line shows of its part. */
export interface CartRow {
  product_id: number;
  sku: string;
  name: string;
  price: number;
  picture_id: number | null;
  quantity: number;
  /** The part's stock over every warehouse. */
  stock: number;
  /** The line's job reference ('' for none; extension job-reference). */
  job_reference: string;
}

/** A part that can go into the cart. */
export interface PartRow {
  id: number;
  sku: string;
  price: number;
}

/** The stock of the part `p` over every warehouse, less what orders reserve (0 without stock rows). */
const stockOf = (eb: ExpressionBuilder<Database & { p: Database['products'] }, 'p'>) =>
  eb.fn.coalesce(
    eb
      .selectFrom('warehouse_stock as s')
      .select((inner) => inner.fn.sum<number>(availableQuantity('s')).as('total'))
      .whereRef('s.product_id', '=', 'p.id')
      .$asScalar(),
    eb.lit(0),
  );

/* The queries of the hot paths (the cart, ProductStock, Totals) are compiled once (db/prepared.ts). */
const DISCOUNT = prepared<{ customerId: number }, { discount_percent: number }>((db, params) =>
  db.selectFrom('customers').select('discount_percent').where('id', '=', params.customerId),
);

export async function customerDiscount(db: Executor, customerId: number): Promise<number> {
  return (await DISCOUNT.first(db, { customerId }))?.discount_percent ?? 0;
}

/**
 * Whose cart: the company (customer_id: its prices, its lines) and the person of it (extension team:
 * the employee's id, 0 for the company's own login).
 */
export interface CartOwner {
  customerId: number;
  employeeId: number;
}

const CART_ROWS = perLanguage((language) =>
  prepared<{ customerId: number; employeeId: number }, CartRow>((db, params) =>
    db
      .selectFrom('cart_items as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select((eb) => [
        'c.product_id',
        'p.sku',
        localized(language, 'p.name').as('name'),
        'p.price',
        'p.picture_id',
        'c.quantity',
        stockOf(eb).as('stock'),
        'c.job_reference',
      ])
      .where('c.customer_id', '=', params.customerId)
      .where('c.employee_id', '=', params.employeeId)
      .orderBy('c.rowid'),
  ),
);

/** The cart's lines with their parts and stock: one query. */
export async function cartRows(db: Executor, owner: CartOwner, language: Language): Promise<CartRow[]> {
  return CART_ROWS[language].all(db, { customerId: owner.customerId, employeeId: owner.employeeId });
}

export async function totalStock(db: Executor, productId: number): Promise<number> {
  const row = await db
    .selectFrom('warehouse_stock as s')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(availableQuantity('s')), eb.lit(0)).as('total'))
    .where('s.product_id', '=', productId)
    .executeTakeFirst();
  return row?.total ?? 0;
}

/** A part (simple product) by id or SKU; boards cannot go into the cart. */
export async function findPart(db: Executor, by: { id: number } | { sku: string }): Promise<PartRow | undefined> {
  const query = db.selectFrom('products').select(['id', 'sku', 'price']).where('product_type', '=', 'SimpleProduct');
  return ('id' in by ? query.where('id', '=', by.id) : query.where('sku', '=', by.sku.trim())).executeTakeFirst();
}

/**
 * The quantity of a part in the cart: on the line of job `job` ('' the line without one), and on
 * all its lines together (the stock rule counts every line of a part, whatever its job).
 */
export async function lineQuantity(db: Executor, owner: CartOwner, productId: number, job = ''): Promise<{ line: number; part: number }> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['quantity', 'job_reference'])
    .where('customer_id', '=', owner.customerId)
    .where('employee_id', '=', owner.employeeId)
    .where('product_id', '=', productId)
    .execute();
  return {
    line: rows.find((row) => row.job_reference === job)?.quantity ?? 0,
    part: rows.reduce((sum, row) => sum + row.quantity, 0),
  };
}

/**
 * Sets the quantity of the part's line of the context's job, making the line when there is none.
 * Updated first, else inserted (a line inserted meanwhile by another request is updated after all):
 * no ON CONFLICT target, so it reads the same on every version of the line's key.
 */
export async function saveLine(
  db: Executor,
  owner: CartOwner,
  productId: number,
  quantity: number,
  context: { marke: string; produktart: string; job?: string },
): Promise<void> {
  const job = context.job ?? '';
  if (await setLineQuantity(db, owner, productId, quantity, job)) return;
  const inserted = await db
    .insertInto('cart_items')
    .values({
      customer_id: owner.customerId,
      employee_id: owner.employeeId,
      product_id: productId,
      quantity,
      marke: context.marke,
      produktart: context.produktart,
      added_on: new Date().toISOString(),
      job_reference: job,
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (!inserted.numInsertedOrUpdatedRows) await setLineQuantity(db, owner, productId, quantity, job);
}

/** Sets the quantity of a part's line of job `job` (0 deletes it); false when there is no such line. */
export async function setLineQuantity(db: Executor, owner: CartOwner, productId: number, quantity: number, job = ''): Promise<boolean> {
  if (quantity === 0) {
    const result = await db
      .deleteFrom('cart_items')
      .where('customer_id', '=', owner.customerId)
      .where('employee_id', '=', owner.employeeId)
      .where('product_id', '=', productId)
      .where('job_reference', '=', job)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
  const result = await db
    .updateTable('cart_items')
    .set({ quantity })
    .where('customer_id', '=', owner.customerId)
    .where('employee_id', '=', owner.employeeId)
    .where('product_id', '=', productId)
    .where('job_reference', '=', job)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a line to another job (its place in the cart kept); false when there is no such line. */
export async function setLineJob(db: Executor, owner: CartOwner, productId: number, job: string, newJob: string): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ job_reference: newJob })
    .where('customer_id', '=', owner.customerId)
    .where('employee_id', '=', owner.employeeId)
    .where('product_id', '=', productId)
    .where('job_reference', '=', job)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function clearCart(db: Executor, owner: CartOwner): Promise<void> {
  await db.deleteFrom('cart_items').where('customer_id', '=', owner.customerId).where('employee_id', '=', owner.employeeId).execute();
}

/** A part as a cart line shows it (CartRow without the line's quantity and job). */
export type CartPartRow = Omit<CartRow, 'quantity' | 'job_reference'>;

/** Parts as cart lines show them, with their stock over every warehouse (no particular order). */
export async function cartPartRows(db: Executor, productIds: readonly number[], language: Language): Promise<CartPartRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products as p')
    .select((eb) => [
      'p.id as product_id',
      'p.sku',
      localized(language, 'p.name').as('name'),
      'p.price',
      'p.picture_id',
      stockOf(eb).as('stock'),
    ])
    .where('p.id', 'in', [...productIds])
    .execute();
}
