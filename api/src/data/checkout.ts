import { sql } from 'kysely';
import { perDialect, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import { firstOf, rowsOf } from '../db/query';
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
  sql`SELECT m.id, ${localized(language, 'm.name')} AS name, ${localized(language, 'm.description')} AS description, m.fee, m.is_default
   FROM shipping_methods m`;

/** Courier methods that deliver to the country. */
export async function shippingMethodsFor(db: Executor, countryId: number, language: Language): Promise<ShippingMethod[]> {
  return rowsOf(
    db,
    sql<ShippingMethod>`${SELECT_SHIPPING(language)}
     JOIN shipping_method_countries c ON c.shipping_method_id = m.id AND c.country_id = ${countryId}
     ORDER BY m.display_order`,
  );
}

/** Totals and checkout ask it on every call: compiled once per language. */
const SHIPPING_METHOD_NAMED = perLanguage((language) =>
  // a method is named in the language the client was answered in: either name finds it
  prepared<{ name: string }, ShippingMethod>((_db, params) => sql<ShippingMethod>`${SELECT_SHIPPING(language)} WHERE m.name = ${params.name} OR m.name_pl = ${params.name}`),
);

/** A shipping method by its name in either language; named in the request's language. */
export async function shippingMethodNamed(db: Executor, name: string, language: Language): Promise<ShippingMethod | undefined> {
  return SHIPPING_METHOD_NAMED[language].first(db, { name });
}

export async function deliversTo(db: Executor, methodId: number, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shipping_method_countries')
    .select('country_id')
    .where('shipping_method_id', '=', methodId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface PaymentRow {
  id: number;
  system_name: string;
  name: string;
  description: string;
  fee: number;
  is_default: number;
  /** JSON arrays as text. */
  shipments: string | null;
  countries: string | null;
}

/** Totals and checkout ask it on every call: compiled once per dialect and language. */
const PAYMENT_METHOD_ROWS = perLanguage((language) =>
  prepared<Record<string, never>, PaymentRow>((db) => {
    // a JSON array as text: SQLite's json_group_array, PostgreSQL's json_agg (NULL over no rows)
    const jsonArray = (value: ReturnType<typeof sql>) =>
      perDialect(db, { sqlite: sql<string>`json_group_array(${value})`, postgres: sql<string>`COALESCE(json_agg(${value})::text, '[]')` });
    return sql<PaymentRow>`SELECT p.id, p.system_name, ${localized(language, 'p.name')} AS name, ${localized(language, 'p.description')} AS description,
       p.fee, p.is_default,
       (SELECT ${jsonArray(localized(language, 'm.name'))} FROM payment_method_shipments s
          JOIN shipping_methods m ON m.id = s.shipping_method_id WHERE s.payment_method_id = p.id) AS shipments,
       (SELECT ${jsonArray(sql`c.country_id`)} FROM payment_method_countries c WHERE c.payment_method_id = p.id) AS countries
     FROM payment_methods p ORDER BY p.display_order`;
  }),
);

/** Payment methods with the names of the shipping methods they go with, all in the one language. */
export async function paymentMethodRows(db: Executor, language: Language): Promise<PaymentRow[]> {
  return PAYMENT_METHOD_ROWS[language].all(db, {});
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

const SELECT_PICKUP = (language: Language) => sql`
  SELECT p.id, ${localized(language, 'p.name')} AS name, ${localized(language, 'p.description')} AS description, p.fee,
         p.is_default, w.address1, w.city, w.zip_postal_code, w.country_id, ${localized(language, 'c.name')} AS country_name
  FROM pickup_points p JOIN warehouses w ON w.id = p.warehouse_id JOIN countries c ON c.id = w.country_id`;

export async function pickupPointRows(db: Executor, language: Language): Promise<PickupRow[]> {
  return rowsOf(db, sql<PickupRow>`${SELECT_PICKUP(language)} ORDER BY p.display_order`);
}

export async function pickupPointRow(db: Executor, pickupPointId: number, language: Language): Promise<PickupRow | undefined> {
  return firstOf(db, sql<PickupRow>`${SELECT_PICKUP(language)} WHERE p.id = ${pickupPointId}`);
}
