import * as v from 'valibot';
import type { CartLine, Totals } from '@parts/contract/cart';
import { AddressSchema, type Address } from '@parts/contract/customer';
import { PickupAddressSchema, type OrderDetail, type PickupAddress } from '@parts/contract/orders';
import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';
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
}

/** Order numbers are readable sequence numbers, unique per shop. */
const orderNumberOf = (orderId: number): string => String(100000 + orderId);

/** Writes an order with its items and notes (the caller runs it in a transaction). */
export function insertOrder(sql: Sql, draft: OrderDraft): { id: number; orderNumber: string } {
  const { id } = sql.run(
    `INSERT INTO orders (customer_id, created_on, order_status, payment_status, shipping_status, pickup_in_store,
       pickup_address, shipping_address, billing_address, shipping_method, shipping_rate_computation_method_system_name,
       payment_method, payment_method_system_name, subtotal, subtotal_discount, shipping, payment_method_fee, tax,
       order_total_discount, order_total)
     VALUES (@customer_id, @created_on, @order_status, @payment_status, @shipping_status, @pickup_in_store,
       @pickup_address, @shipping_address, @billing_address, @shipping_method, @rate_method,
       @payment_method, @payment_method_system_name, @subtotal, @subtotal_discount, @shipping, @payment_method_fee, @tax,
       @order_total_discount, @order_total)`,
    {
      customer_id: draft.customerId,
      created_on: draft.createdOn,
      order_status: draft.orderStatus,
      payment_status: draft.paymentStatus,
      shipping_status: draft.shippingStatus,
      pickup_in_store: draft.pickupAddress ? 1 : 0,
      pickup_address: draft.pickupAddress ? JSON.stringify(draft.pickupAddress) : null,
      shipping_address: draft.shippingAddress ? JSON.stringify(draft.shippingAddress) : null,
      billing_address: JSON.stringify(draft.billingAddress),
      shipping_method: draft.shippingMethod,
      rate_method: draft.shippingRateComputationMethodSystemName,
      payment_method: draft.paymentMethod,
      payment_method_system_name: draft.paymentMethodSystemName,
      subtotal: draft.totals.SubTotal,
      subtotal_discount: draft.totals.SubTotalDiscount,
      shipping: draft.totals.Shipping,
      payment_method_fee: draft.totals.PaymentMethodAdditionalFee,
      tax: draft.totals.Tax,
      order_total_discount: draft.totals.OrderTotalDiscount,
      order_total: draft.totals.OrderTotal,
    },
  );
  const orderNumber = orderNumberOf(id);
  sql.run('UPDATE orders SET order_number = ? WHERE id = ?', [orderNumber, id]);
  for (const line of draft.lines) {
    sql.run(
      `INSERT INTO order_items (order_id, product_id, sku, product_name, quantity, unit_price, unit_price_without_discount, discount, subtotal)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, line.Product.Id, line.Product.Sku, line.Product.Name, line.Quantity, line.Product.Price, line.Product.OldPrice, line.Product.Discount, line.Total],
    );
  }
  for (const note of draft.notes) {
    sql.run('INSERT INTO order_notes (order_id, created_on, note) VALUES (?, ?, ?)', [id, note.createdOn, note.note]);
  }
  return { id, orderNumber };
}

interface OrderRow {
  id: number;
  order_number: string;
  created_on: string;
  order_status: string;
  payment_status: string;
  shipping_status: string;
  pickup_in_store: number;
  pickup_address: string | null;
  shipping_address: string | null;
  billing_address: string;
  shipping_method: string;
  payment_method: string;
  subtotal: number;
  subtotal_discount: number;
  shipping: number;
  payment_method_fee: number;
  tax: number;
  order_total_discount: number;
  order_total: number;
}

export function customerOrders(sql: Sql, customerId: number) {
  return sql
    .all<OrderRow>('SELECT * FROM orders WHERE customer_id = ? ORDER BY created_on DESC, id DESC', [customerId])
    .map((row) => ({
      Id: row.id,
      OrderNumber: row.order_number,
      CreatedOn: row.created_on,
      OrderTotal: row.order_total,
      PaymentStatus: row.payment_status,
      ShippingStatus: row.shipping_status,
      OrderStatus: row.order_status,
    }));
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
const SELECT_ORDER = perLanguage(
  (language) => `SELECT o.*,
       CASE WHEN pm.name = o.payment_method THEN ${localized(language, 'pm.name')} ELSE o.payment_method END AS payment_method,
       CASE WHEN sm.name = o.shipping_method THEN ${localized(language, 'sm.name')} ELSE o.shipping_method END AS shipping_method
     FROM orders o
     LEFT JOIN payment_methods pm ON pm.system_name = o.payment_method_system_name
     LEFT JOIN shipping_methods sm ON sm.name = o.shipping_method
     WHERE o.id = ? AND o.customer_id = ?`,
);
const SELECT_ORDER_ITEMS = perLanguage(
  (language) => `SELECT i.product_id, i.sku, i.quantity, i.unit_price, i.discount, i.unit_price_without_discount, i.subtotal,
       CASE WHEN p.name = i.product_name THEN ${localized(language, 'p.name')} ELSE i.product_name END AS product_name
     FROM order_items i LEFT JOIN products p ON p.id = i.product_id
     WHERE i.order_id = ? ORDER BY i.id`,
);
const SELECT_PLACE_NAMES = perLanguage(
  (language) => `SELECT 'country' AS kind, id, name, ${localized(language, 'name')} AS shown FROM countries
     UNION ALL SELECT 'state', id, name, ${localized(language, 'name')} FROM state_provinces
     UNION ALL SELECT 'pickup', id, name, ${localized(language, 'name')} FROM pickup_points`,
);

/** An address kept with an order, its country and state named in the language (see above). */
function addressIn<A extends { CountryId?: number | null; CountryName?: string | null; StateProvinceId?: number | null; StateProvinceName?: string | null; Name?: string | null }>(
  address: A | null,
  places: ReadonlyMap<string, { name: string; shown: string }>,
): A | null {
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
export function customerOrder(sql: Sql, customerId: number, orderId: number, language: Language): OrderDetail | undefined {
  const row = sql.one<OrderRow>(SELECT_ORDER[language], [orderId, customerId]);
  if (!row) return undefined;
  const kept = storedJson(AddressSchema, row.billing_address);
  if (!kept) return undefined;
  const items = sql.all<{ product_id: number; product_name: string; sku: string; quantity: number; unit_price: number; discount: number; unit_price_without_discount: number; subtotal: number }>(
    SELECT_ORDER_ITEMS[language],
    [row.id],
  );
  const places =
    language === 'en'
      ? new Map<string, { name: string; shown: string }>()
      : new Map(
          sql
            .all<{ kind: string; id: number; name: string; shown: string }>(SELECT_PLACE_NAMES[language])
            .map((place) => [`${place.kind}:${place.kind === 'pickup' ? place.name : place.id}`, { name: place.name, shown: place.shown }]),
        );
  const billing = addressIn(kept, places) ?? kept;
  const notes = sql.all<{ id: number; created_on: string; note: string }>('SELECT * FROM order_notes WHERE order_id = ? ORDER BY created_on, id', [row.id]);
  return {
    Id: row.id,
    OrderNumber: row.order_number,
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
  };
}
