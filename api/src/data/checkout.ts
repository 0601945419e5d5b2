import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** Shipping methods, payment methods and pickup points. */
export interface ShippingMethod {
  id: number;
  name: string;
  description: string;
  fee: number;
  is_default: number;
}

const SELECT_SHIPPING = (language: Language) =>
  `SELECT m.id, ${localized(language, 'm.name')} AS name, ${localized(language, 'm.description')} AS description, m.fee, m.is_default
   FROM shipping_methods m`;
const SELECT_SHIPPING_FOR = perLanguage(
  (language) => `${SELECT_SHIPPING(language)}
     JOIN shipping_method_countries c ON c.shipping_method_id = m.id AND c.country_id = ?
     ORDER BY m.display_order`,
);
// a method is named in the language the client was answered in: either name finds it
const SELECT_SHIPPING_NAMED = perLanguage((language) => `${SELECT_SHIPPING(language)} WHERE m.name = @name OR m.name_pl = @name`);

/** Courier methods that deliver to the country. */
export function shippingMethodsFor(sql: Sql, countryId: number, language: Language): ShippingMethod[] {
  return sql.all<ShippingMethod>(SELECT_SHIPPING_FOR[language], [countryId]);
}

/** A shipping method by its name in either language; named in the request's language. */
export function shippingMethodNamed(sql: Sql, name: string, language: Language): ShippingMethod | undefined {
  return sql.one<ShippingMethod>(SELECT_SHIPPING_NAMED[language], { name });
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

const SELECT_PAYMENT = perLanguage(
  (language) => `SELECT p.id, p.system_name, ${localized(language, 'p.name')} AS name, ${localized(language, 'p.description')} AS description,
       p.fee, p.is_default,
       (SELECT json_group_array(${localized(language, 'm.name')}) FROM payment_method_shipments s
          JOIN shipping_methods m ON m.id = s.shipping_method_id WHERE s.payment_method_id = p.id) AS shipments,
       (SELECT json_group_array(c.country_id) FROM payment_method_countries c WHERE c.payment_method_id = p.id) AS countries
     FROM payment_methods p ORDER BY p.display_order`,
);

/** Payment methods with the names of the shipping methods they go with, all in the one language. */
export function paymentMethodRows(sql: Sql, language: Language): PaymentRow[] {
  return sql.all<PaymentRow>(SELECT_PAYMENT[language]);
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

const SELECT_PICKUP = (language: Language) => `
  SELECT p.id, ${localized(language, 'p.name')} AS name, ${localized(language, 'p.description')} AS description, p.fee,
         p.is_default, w.address1, w.city, w.zip_postal_code, w.country_id, ${localized(language, 'c.name')} AS country_name
  FROM pickup_points p JOIN warehouses w ON w.id = p.warehouse_id JOIN countries c ON c.id = w.country_id`;
const SELECT_PICKUPS = perLanguage((language) => `${SELECT_PICKUP(language)} ORDER BY p.display_order`);
const SELECT_PICKUP_BY_ID = perLanguage((language) => `${SELECT_PICKUP(language)} WHERE p.id = ?`);

export function pickupPointRows(sql: Sql, language: Language): PickupRow[] {
  return sql.all<PickupRow>(SELECT_PICKUPS[language]);
}

export function pickupPointRow(sql: Sql, pickupPointId: number, language: Language): PickupRow | undefined {
  return sql.one<PickupRow>(SELECT_PICKUP_BY_ID[language], [pickupPointId]);
}
