import type { Sql } from '../db/sql';

/** Shipping methods, payment methods and pickup points. */
export interface ShippingMethod {
  id: number;
  name: string;
  description: string;
  fee: number;
  is_default: number;
}

/** Courier methods that deliver to the country. */
export function shippingMethodsFor(sql: Sql, countryId: number): ShippingMethod[] {
  return sql.all<ShippingMethod>(
    `SELECT m.id, m.name, m.description, m.fee, m.is_default FROM shipping_methods m
     JOIN shipping_method_countries c ON c.shipping_method_id = m.id AND c.country_id = ?
     ORDER BY m.display_order`,
    [countryId],
  );
}

export function shippingMethodNamed(sql: Sql, name: string): ShippingMethod | undefined {
  return sql.one<ShippingMethod>('SELECT id, name, description, fee, is_default FROM shipping_methods WHERE name = ?', [name]);
}

export function deliversTo(sql: Sql, methodId: number, countryId: number): boolean {
  return (
    sql.one('SELECT 1 FROM shipping_method_countries WHERE shipping_method_id = ? AND country_id = ?', [methodId, countryId]) !== undefined
  );
}

export interface PaymentRow {
  id: number;
  system_name: string;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  shipments: string | null;
  countries: string | null;
}

export function paymentMethodRows(sql: Sql): PaymentRow[] {
  return sql.all<PaymentRow>(
    `SELECT p.id, p.system_name, p.name, p.description, p.fee, p.is_default,
       (SELECT json_group_array(m.name) FROM payment_method_shipments s JOIN shipping_methods m ON m.id = s.shipping_method_id
          WHERE s.payment_method_id = p.id) AS shipments,
       (SELECT json_group_array(c.country_id) FROM payment_method_countries c WHERE c.payment_method_id = p.id) AS countries
     FROM payment_methods p ORDER BY p.display_order`,
  );
}

export interface PickupRow {
  id: number;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  address1: string;
  city: string;
  zip_postal_code: string;
  country_id: number;
  country_name: string;
}

const SELECT_PICKUP = `
  SELECT p.id, p.name, p.description, p.fee, p.is_default, w.address1, w.city, w.zip_postal_code,
         w.country_id, c.name AS country_name
  FROM pickup_points p JOIN warehouses w ON w.id = p.warehouse_id JOIN countries c ON c.id = w.country_id`;

export function pickupPointRows(sql: Sql): PickupRow[] {
  return sql.all<PickupRow>(`${SELECT_PICKUP} ORDER BY p.display_order`);
}

export function pickupPointRow(sql: Sql, pickupPointId: number): PickupRow | undefined {
  return sql.one<PickupRow>(`${SELECT_PICKUP} WHERE p.id = ?`, [pickupPointId]);
}
