import * as v from 'valibot';
import type { CartLine, Totals } from '@parts/contract/cart';
import { AddressSchema, type Address } from '@parts/contract/customer';
import { PickupAddressSchema, type OrderDetail, type PickupAddress } from '@parts/contract/orders';
import { sql } from 'kysely';
import { cachedReference, type Executor } from '../db/database';
import type { Language } from '../i18n/language';
import { localized } from './language';
import { VAT_RATE } from '../domain/money';

export interface OrderDraft {
  customerId: number;
  createdOn: string;
  orderStatus: string;
  paymentStatus: string;
  shippingStatus: string;
  pickupAddress: PickupAddress | null;
  shippingAddress: Address | null;
  billingAddress: Address;
  shippingMethod: string;
  shippingRateComputationMethodSystemName: string;
  paymentMethod: string;
  paymentMethodSystemName: string;
  lines: readonly CartLine[];
  totals: Totals;
  notes: readonly { createdOn: string; note: string }[];
  /** The dealer's own reference (extension order-reference); null when none. */
  customerReference: string | null;
  /** Who placed it (extension team): the employee (null: the company's own login) and their name. */
  placedBy?: { employeeId: number | null; name: string };
  /** Who approved it (extension team): absent when it needed no approval. */
  approvedBy?: { employeeId: number | null; name: string };
  /** The language the order was placed in (its later mail goes out in it). */
  language?: string;
  /** Marked 'vehicle off road' at checkout (extension vor). */
  vor?: boolean;
}

/** Order numbers are readable sequence numbers, unique per shop. */
const orderNumberOf = (orderId: number): string => String(100000 + orderId);

/** Writes an order with its items and notes (the caller runs it in a transaction). */
export async function insertOrder(db: Executor, draft: OrderDraft): Promise<{ id: number; orderNumber: string }> {
  const { id } = await db
    .insertInto('orders')
    .values({
      customer_id: draft.customerId,
      created_on: draft.createdOn,
      language: draft.language ?? null,
      vor: draft.vor ? 1 : 0,
      order_status: draft.orderStatus,
      payment_status: draft.paymentStatus,
      shipping_status: draft.shippingStatus,
      pickup_in_store: draft.pickupAddress ? 1 : 0,
      pickup_address: draft.pickupAddress ? JSON.stringify(draft.pickupAddress) : null,
      shipping_address: draft.shippingAddress ? JSON.stringify(draft.shippingAddress) : null,
      billing_address: JSON.stringify(draft.billingAddress),
      shipping_method: draft.shippingMethod,
      shipping_rate_computation_method_system_name: draft.shippingRateComputationMethodSystemName,
      payment_method: draft.paymentMethod,
      payment_method_system_name: draft.paymentMethodSystemName,
      subtotal: draft.totals.SubTotal,
      subtotal_discount: draft.totals.SubTotalDiscount,
      shipping: draft.totals.Shipping,
      payment_method_fee: draft.totals.PaymentMethodAdditionalFee,
      tax: draft.totals.Tax,
      order_total_discount: draft.totals.OrderTotalDiscount,
      order_total: draft.totals.OrderTotal,
      customer_reference: draft.customerReference,
      ...(draft.placedBy && { placed_by_employee_id: draft.placedBy.employeeId, placed_by: draft.placedBy.name }),
      ...(draft.approvedBy && { approved_by_employee_id: draft.approvedBy.employeeId, approved_by: draft.approvedBy.name }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderNumber = orderNumberOf(id);
  await db.updateTable('orders').set({ order_number: orderNumber }).where('id', '=', id).execute();
  if (draft.lines.length > 0) {
    await db
      .insertInto('order_items')
      .values(
        draft.lines.map((line) => ({
          order_id: id,
          product_id: line.Product.Id,
          sku: line.Product.Sku,
          product_name: line.Product.Name,
          quantity: line.Quantity,
          unit_price: line.Product.Price,
          unit_price_without_discount: line.Product.OldPrice,
          discount: line.Product.Discount,
          subtotal: line.Total,
          job_reference: line.JobReference ?? null,
        })),
      )
      .execute();
  }
  if (draft.notes.length > 0) {
    await db
      .insertInto('order_notes')
      .values(draft.notes.map((note) => ({ order_id: id, created_on: note.createdOn, note: note.note })))
      .execute();
  }
  return { id, orderNumber };
}

/** The customer's orders, newest first; with `placedBy` (extension team) only that person's (by the name PlacedBy answers). */
export async function customerOrders(db: Executor, customerId: number, placedBy?: string) {
  const rows = await db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'created_on',
      'order_total',
      'payment_status',
      'shipping_status',
      'order_status',
      'customer_reference',
      'placed_by',
      'approved_by',
      'vor',
    ])
    .where('customer_id', '=', customerId)
    .$if(placedBy !== undefined, (query) => query.where((eb) => eb.fn.coalesce('placed_by', eb.val('')), '=', placedBy ?? ''))
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    OrderNumber: row.order_number ?? '',
    CreatedOn: row.created_on,
    OrderTotal: row.order_total,
    PaymentStatus: row.payment_status,
    ShippingStatus: row.shipping_status,
    OrderStatus: row.order_status,
    CustomerReference: row.customer_reference ?? '',
    PlacedBy: row.placed_by ?? '',
    ApprovedBy: row.approved_by ?? '',
    Vor: row.vor === 1,
  }));
}

/**
 * The job references of a customer's order lines (extension job-reference): order id -> its jobs,
 * each once, in line order. One query for the whole history.
 */
export async function customerOrderJobs(db: Executor, customerId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.order_id', 'i.job_reference'])
    .where('o.customer_id', '=', customerId)
    .where('i.job_reference', 'is not', null)
    .orderBy('i.order_id')
    .orderBy('i.id')
    .execute();
  const jobs = new Map<number, string[]>();
  for (const row of rows) {
    if (!row.job_reference) continue;
    const list = jobs.get(row.order_id) ?? [];
    if (!list.includes(row.job_reference)) list.push(row.job_reference);
    jobs.set(row.order_id, list);
  }
  return jobs;
}

/** Reads an address copy stored with the order, checked against its schema. */
function storedJson<S extends v.GenericSchema>(schema: S, text: string | null): v.InferOutput<S> | null {
  return text === null ? null : v.parse(schema, JSON.parse(text));
}

/*
 * An order keeps the English names it was placed with (place-order.ts). Shown in Polish, a name is
 * the catalogue's Polish one as long as the catalogue's English name is still the one kept (a part,
 * method or country renamed since shows the name it was ordered by).
 */
const selectOrders = (db: Executor, language: Language) =>
  db
    .selectFrom('orders as o')
    .leftJoin('payment_methods as pm', 'pm.system_name', 'o.payment_method_system_name')
    .leftJoin('shipping_methods as sm', 'sm.name', 'o.shipping_method')
    .select((eb) => [
      'o.id',
      'o.order_number',
      'o.created_on',
      'o.order_status',
      'o.payment_status',
      'o.shipping_status',
      'o.pickup_in_store',
      'o.pickup_address',
      'o.shipping_address',
      'o.billing_address',
      'o.subtotal',
      'o.subtotal_discount',
      'o.shipping',
      'o.payment_method_fee',
      'o.tax',
      'o.order_total_discount',
      'o.order_total',
      'o.customer_reference',
      'o.placed_by',
      'o.approved_by',
      'o.vor',
      eb
        .case()
        .when('pm.name', '=', eb.ref('o.payment_method'))
        .then(localized(language, 'pm.name'))
        .else(eb.ref('o.payment_method'))
        .end()
        .as('payment_method'),
      eb
        .case()
        .when('sm.name', '=', eb.ref('o.shipping_method'))
        .then(localized(language, 'sm.name'))
        .else(eb.ref('o.shipping_method'))
        .end()
        .as('shipping_method'),
    ]);
const selectOrderItems = (db: Executor, language: Language) =>
  db
    .selectFrom('order_items as i')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .select((eb) => [
      'i.id',
      'i.order_id',
      'i.product_id',
      'i.sku',
      'i.quantity',
      'i.unit_price',
      'i.discount',
      'i.unit_price_without_discount',
      'i.subtotal',
      'i.job_reference',
      eb
        .case()
        .when('p.name', '=', eb.ref('i.product_name'))
        .then(localized(language, 'p.name'))
        .else(eb.ref('i.product_name'))
        .end()
        .as('product_name'),
    ])
    .orderBy('i.id');
/** The countries', states' and pickup points' names in the language, by `kind:id` (a pickup point by `pickup:name`). */
async function placeNames(db: Executor, language: Language): Promise<ReadonlyMap<string, { name: string; shown: string }>> {
  const places = await cachedReference(db, `place_names:${language}`, () =>
    db
      .selectFrom('countries')
      .select([sql.lit('country').as('kind'), 'id', 'name', localized(language, 'name').as('shown')])
      .unionAll(
        db.selectFrom('state_provinces').select([sql.lit('state').as('kind'), 'id', 'name', localized(language, 'name').as('shown')]),
      )
      .unionAll(
        db.selectFrom('pickup_points').select([sql.lit('pickup').as('kind'), 'id', 'name', localized(language, 'name').as('shown')]),
      )
      .execute(),
  );
  return new Map(
    places.map((place) => [`${place.kind}:${place.kind === 'pickup' ? place.name : place.id}`, { name: place.name, shown: place.shown }]),
  );
}

/** An address kept with an order, its country and state named in the language (see above). */
function addressIn<
  A extends {
    CountryId?: number | null;
    CountryName?: string | null;
    StateProvinceId?: number | null;
    StateProvinceName?: string | null;
    Name?: string | null;
  },
>(address: A | null, places: ReadonlyMap<string, { name: string; shown: string }>): A | null {
  if (!address || places.size === 0) return address;
  const named = (key: string, kept: string | null | undefined) => {
    const place = places.get(key);
    return place && place.name === kept ? place.shown : kept;
  };
  const shown = { ...address };
  if ('CountryName' in address) shown.CountryName = named(`country:${address.CountryId ?? ''}`, address.CountryName);
  if ('StateProvinceName' in address) shown.StateProvinceName = named(`state:${address.StateProvinceId ?? ''}`, address.StateProvinceName);
  // a pickup point is known by its name
  if ('Name' in address) shown.Name = named(`pickup:${address.Name ?? ''}`, address.Name);
  return shown;
}

/** One of the customer's orders; undefined for an unknown id or another customer's order. */
export async function customerOrder(
  db: Executor,
  customerId: number,
  orderId: number,
  language: Language,
): Promise<OrderDetail | undefined> {
  return (await ordersById(db, [orderId], language, customerId)).get(orderId)?.detail;
}

/** An order as read for its reader, with the ids of its lines (in the order of its items). */
export interface OrderWithLines {
  detail: OrderDetail;
  lineIds: number[];
}

/**
 * Orders by id, in four queries whatever their number (the order rows, their items, their notes and
 * the places' names); with `customerId`, only that customer's (what is not the customer's is read and
 * not answered). An order whose billing address cannot be read is left out.
 */
export async function ordersById(
  db: Executor,
  ids: readonly number[],
  language: Language,
  customerId?: number,
): Promise<Map<number, OrderWithLines>> {
  const found = new Map<number, OrderWithLines>();
  if (ids.length === 0) return found;
  const [rows, items, places, notes] = await Promise.all([
    selectOrders(db, language)
      .where('o.id', 'in', ids)
      .$if(customerId !== undefined, (query) => query.where('o.customer_id', '=', customerId!))
      .execute(),
    selectOrderItems(db, language).where('i.order_id', 'in', ids).execute(),
    language === 'en' ? new Map<string, { name: string; shown: string }>() : placeNames(db, language),
    db
      .selectFrom('order_notes')
      .select(['id', 'order_id', 'created_on', 'note'])
      .where('order_id', 'in', ids)
      .orderBy('created_on')
      .orderBy('id')
      .execute(),
  ]);
  const byOrder = <T extends { order_id: number }>(list: T[]) => {
    const grouped = new Map<number, T[]>();
    for (const entry of list) grouped.set(entry.order_id, [...(grouped.get(entry.order_id) ?? []), entry]);
    return grouped;
  };
  const itemsOf = byOrder(items);
  const notesOf = byOrder(notes);
  for (const row of rows) {
    const kept = storedJson(AddressSchema, row.billing_address);
    if (!kept) continue;
    const lines = itemsOf.get(row.id) ?? [];
    found.set(row.id, {
      detail: orderDetail(row, lines, notesOf.get(row.id) ?? [], addressIn(kept, places) ?? kept, places),
      lineIds: lines.map((item) => item.id),
    });
  }
  return found;
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];
type OrderItemRow = Awaited<ReturnType<ReturnType<typeof selectOrderItems>['execute']>>[number];

function orderDetail(
  row: OrderRow,
  items: readonly OrderItemRow[],
  notes: readonly { id: number; created_on: string; note: string }[],
  billing: OrderDetail['BillingAddress'],
  places: ReadonlyMap<string, { name: string; shown: string }>,
): OrderDetail {
  return {
    Id: row.id,
    OrderNumber: row.order_number ?? '', // set in the transaction that inserts the order
    CreatedOn: row.created_on,
    OrderStatus: row.order_status,
    PaymentMethodStatus: row.payment_status,
    ShippingStatus: row.shipping_status,
    PickUpInStore: row.pickup_in_store === 1,
    PickupAddress: addressIn(storedJson(PickupAddressSchema, row.pickup_address), places),
    ShippingAddress: addressIn(storedJson(AddressSchema, row.shipping_address), places),
    BillingAddress: billing,
    ShippingMethod: row.shipping_method,
    PaymentMethod: row.payment_method,
    Items: items.map((item) => ({
      ProductId: item.product_id,
      ProductName: item.product_name,
      Sku: item.sku,
      Quantity: item.quantity,
      UnitPrice: item.unit_price,
      Discount: item.discount,
      UnitPriceWithoutDiscount: item.unit_price_without_discount,
      SubTotal: item.subtotal,
      ...(item.job_reference && { JobReference: item.job_reference }),
    })),
    OrderNotes: notes.map((note) => ({ Id: note.id, CreatedOn: note.created_on, Note: note.note })),
    OrderSubtotal: row.subtotal,
    OrderSubTotalDiscount: row.subtotal_discount,
    OrderShipping: row.shipping,
    PaymentMethodAdditionalFee: row.payment_method_fee,
    DisplayTax: true,
    Tax: row.tax,
    DisplayTaxRates: true,
    TaxRates: [{ Rate: VAT_RATE, Value: row.tax }],
    OrderTotalDiscount: row.order_total_discount,
    OrderTotal: row.order_total,
    CustomerReference: row.customer_reference ?? '',
    PlacedBy: row.placed_by ?? '',
    ApprovedBy: row.approved_by ?? '',
    Vor: row.vor === 1,
  };
}
