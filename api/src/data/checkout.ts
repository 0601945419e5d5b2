import { sql, type RawBuilder } from 'kysely';
import { cachedReference, perDialect, type Executor } from '../db/database';
import { prepared } from '../db/prepared';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';

/** Shipping methods, payment methods and pickup points. */
const selectShipping = (db: Executor, language: Language) =>
  db
    .selectFrom('shipping_methods as m')
    .select([
      'm.id',
      localized(language, 'm.name').as('name'),
      localized(language, 'm.description').as('description'),
      'm.fee',
      'm.is_default',
    ]);

export type ShippingMethod = Awaited<ReturnType<ReturnType<typeof selectShipping>['executeTakeFirstOrThrow']>>;

/** Courier methods that deliver to the country. */
export async function shippingMethodsFor(db: Executor, countryId: number, language: Language): Promise<ShippingMethod[]> {
  return cachedReference(db, `shipping_methods_for:${countryId}:${language}`, () =>
    selectShipping(db, language)
      .innerJoin('shipping_method_countries as c', (join) =>
        join.onRef('c.shipping_method_id', '=', 'm.id').on('c.country_id', '=', countryId),
      )
      .orderBy('m.display_order')
      .execute(),
  );
}

/** Totals and checkout ask it on every call: compiled once per language. */
const SHIPPING_METHOD_NAMED = perLanguage((language) =>
  // a method is named in the language the client was answered in: either name finds it
  prepared<{ name: string }, ShippingMethod>((db, params) =>
    selectShipping(db, language).where((eb) => eb.or([eb('m.name', '=', params.name), eb('m.name_pl', '=', params.name)])),
  ),
);

/** A shipping method by its name in either language; named in the request's language. */
export async function shippingMethodNamed(db: Executor, name: string, language: Language): Promise<ShippingMethod | undefined> {
  return cachedReference(db, `shipping_method_named:${language}:${name}`, () => SHIPPING_METHOD_NAMED[language].first(db, { name }));
}

export async function deliversTo(db: Executor, methodId: number, countryId: number): Promise<boolean> {
  return cachedReference(db, `delivers_to:${methodId}:${countryId}`, async () => {
    const row = await db
      .selectFrom('shipping_method_countries')
      .select('country_id')
      .where('shipping_method_id', '=', methodId)
      .where('country_id', '=', countryId)
      .executeTakeFirst();
    return row !== undefined;
  });
}

/** A JSON array as text of a column's values: SQLite's json_group_array, PostgreSQL's json_agg (NULL over no rows). */
const jsonArray = (db: Executor, value: RawBuilder<unknown>) =>
  perDialect(db, { sqlite: sql<string>`json_group_array(${value})`, postgres: sql<string>`COALESCE(json_agg(${value})::text, '[]')` });

const selectPaymentMethods = (db: Executor, language: Language) =>
  db
    .selectFrom('payment_methods as p')
    .select((eb) => [
      'p.id',
      'p.system_name',
      localized(language, 'p.name').as('name'),
      localized(language, 'p.description').as('description'),
      'p.fee',
      'p.is_default',
      // the shipping methods' names and the countries: JSON arrays as text
      eb
        .selectFrom('payment_method_shipments as s')
        .innerJoin('shipping_methods as m', 'm.id', 's.shipping_method_id')
        .select(jsonArray(db, localized(language, 'm.name')).as('names'))
        .whereRef('s.payment_method_id', '=', 'p.id')
        .as('shipments'),
      eb
        .selectFrom('payment_method_countries as c')
        .select(jsonArray(db, sql.ref('c.country_id')).as('ids'))
        .whereRef('c.payment_method_id', '=', 'p.id')
        .as('countries'),
    ])
    .orderBy('p.display_order');

export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPaymentMethods>['executeTakeFirstOrThrow']>>;

/** Totals and checkout ask it on every call: compiled once per dialect and language. */
const PAYMENT_METHOD_ROWS = perLanguage((language) =>
  prepared<Record<string, never>, PaymentRow>((db) => selectPaymentMethods(db, language)),
);

/** Payment methods with the names of the shipping methods they go with, all in the one language. */
export async function paymentMethodRows(db: Executor, language: Language): Promise<PaymentRow[]> {
  return cachedReference(db, `payment_methods:${language}`, () => PAYMENT_METHOD_ROWS[language].all(db, {}));
}

const selectPickup = (db: Executor, language: Language) =>
  db
    .selectFrom('pickup_points as p')
    .innerJoin('warehouses as w', 'w.id', 'p.warehouse_id')
    .innerJoin('countries as c', 'c.id', 'w.country_id')
    .select([
      'p.id',
      localized(language, 'p.name').as('name'),
      localized(language, 'p.description').as('description'),
      'p.fee',
      'p.is_default',
      'w.address1',
      'w.city',
      'w.zip_postal_code',
      'w.country_id',
      localized(language, 'c.name').as('country_name'),
    ]);

export type PickupRow = Awaited<ReturnType<ReturnType<typeof selectPickup>['executeTakeFirstOrThrow']>>;

export async function pickupPointRows(db: Executor, language: Language): Promise<PickupRow[]> {
  return cachedReference(db, `pickup_points:${language}`, () => selectPickup(db, language).orderBy('p.display_order').execute());
}

export async function pickupPointRow(db: Executor, pickupPointId: number, language: Language): Promise<PickupRow | undefined> {
  return cachedReference(db, `pickup_point:${pickupPointId}:${language}`, () =>
    selectPickup(db, language).where('p.id', '=', pickupPointId).executeTakeFirst(),
  );
}
