import type { ExpressionBuilder } from 'kysely';
import { cachedReference, type Executor } from '../db/database';
import type { Database } from '../db/schema';
import type { Language } from '../i18n/language';
import { localized } from './language';
import { warehouseImageUrl } from '../images/urls';

const selectStores = (db: Executor, language: Language) =>
  db.selectFrom('stores').select(['id', localized(language, 'name').as('name'), 'url', 'default_language_id', 'default_currency_id']);

type StoreRow = Awaited<ReturnType<ReturnType<typeof selectStores>['executeTakeFirstOrThrow']>>;

const toStore = (row: StoreRow) => ({
  Id: row.id,
  Name: row.name,
  Url: row.url,
  DefaultLanguageId: row.default_language_id,
  DefaultCurrencyId: row.default_currency_id,
});

export async function storeById(db: Executor, storeId: number, language: Language) {
  return cachedReference(db, `store:${storeId}:${language}`, () => readStoreById(db, storeId, language));
}

async function readStoreById(db: Executor, storeId: number, language: Language) {
  const row = await selectStores(db, language).where('id', '=', storeId).executeTakeFirst();
  return row && toStore(row);
}

/** The first store in display order. */
export async function defaultStore(db: Executor, language: Language) {
  return cachedReference(db, `default_store:${language}`, () => readDefaultStore(db, language));
}

async function readDefaultStore(db: Executor, language: Language) {
  const row = await selectStores(db, language).orderBy('display_order').orderBy('id').limit(1).executeTakeFirst();
  return row && toStore(row);
}

export async function stores(db: Executor, language: Language) {
  return cachedReference(db, `stores:${language}`, () => readStores(db, language));
}

async function readStores(db: Executor, language: Language) {
  return (await selectStores(db, language).orderBy('display_order').orderBy('id').execute()).map(toStore);
}

export async function languages(db: Executor) {
  return cachedReference(db, 'languages', () => readLanguages(db));
}

async function readLanguages(db: Executor) {
  const rows = await db
    .selectFrom('languages')
    .select(['id', 'name', 'language_culture', 'unique_seo_code'])
    .orderBy('display_order')
    .execute();
  return rows.map((row) => ({ Id: row.id, Name: row.name, LanguageCulture: row.language_culture, UniqueSeoCode: row.unique_seo_code }));
}

export async function currencies(db: Executor) {
  return cachedReference(db, 'currencies', () => readCurrencies(db));
}

async function readCurrencies(db: Executor) {
  const rows = await db
    .selectFrom('currencies')
    .select(['id', 'name', 'currency_code', 'rate', 'display_locale'])
    .orderBy('display_order')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    CurrencyCode: row.currency_code,
    Rate: row.rate,
    DisplayLocale: row.display_locale,
  }));
}

/** How many states the country `c` has (a COUNT over no rows is 0). */
const stateCount = (eb: ExpressionBuilder<Database & { c: Database['countries'] }, 'c'>) =>
  eb
    .selectFrom('state_provinces as s')
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .whereRef('s.country_id', '=', 'c.id')
    .$asScalar()
    .$notNull();

/** Countries with their number of states. */
export async function countries(db: Executor, language: Language) {
  return cachedReference(db, `countries:${language}`, () => readCountries(db, language));
}

async function readCountries(db: Executor, language: Language) {
  const rows = await db
    .selectFrom('countries as c')
    .select((eb) => ['c.id', localized(language, 'c.name').as('name'), 'c.two_letter_iso_code', stateCount(eb).as('states')])
    .orderBy('c.display_order')
    .execute();
  return rows.map((row) => ({ Id: row.id, Name: row.name, TwoLetterIsoCode: row.two_letter_iso_code, NumberOfStates: row.states }));
}

/** States and provinces of every country, or of one. */
export async function stateProvinces(db: Executor, countryId: number | undefined, language: Language) {
  return cachedReference(db, `state_provinces:${countryId ?? 'all'}:${language}`, () => readStateProvinces(db, countryId, language));
}

async function readStateProvinces(db: Executor, countryId: number | undefined, language: Language) {
  let query = db.selectFrom('state_provinces').select(['id', localized(language, 'name').as('name'), 'abbreviation', 'country_id']);
  if (countryId !== undefined) query = query.where('country_id', '=', countryId);
  const rows = await query.orderBy('country_id').orderBy('display_order').execute();
  return rows.map((row) => ({ Id: row.id, Name: row.name, Abbreviation: row.abbreviation, CountryId: row.country_id }));
}

export async function warehouses(db: Executor, language: Language) {
  return cachedReference(db, `warehouses:${language}`, () => readWarehouses(db, language));
}

async function readWarehouses(db: Executor, language: Language) {
  const rows = await db
    .selectFrom('warehouses')
    .select([
      'id',
      localized(language, 'name').as('name'),
      'is_branch_office',
      'url',
      'has_image',
      'address1',
      'city',
      'zip_postal_code',
      'country_id',
      'phone_number',
      'email',
    ])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    IsBranchOffice: row.is_branch_office === 1,
    Url: row.url,
    ImageUrl: row.has_image ? warehouseImageUrl(row.id, language) : null,
    Address: {
      Address1: row.address1,
      City: row.city,
      ZipPostalCode: row.zip_postal_code,
      CountryId: row.country_id,
      PhoneNumber: row.phone_number,
      Email: row.email,
    },
  }));
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  return cachedReference(db, `country_exists:${countryId}`, () => readCountryExists(db, countryId));
}

async function readCountryExists(db: Executor, countryId: number): Promise<boolean> {
  return (await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst()) !== undefined;
}

/** How many states a country has; undefined for an unknown country. */
export async function stateCountOf(db: Executor, countryId: number): Promise<number | undefined> {
  return cachedReference(db, `state_count:${countryId}`, () => readStateCountOf(db, countryId));
}

async function readStateCountOf(db: Executor, countryId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('countries as c')
    .select((eb) => stateCount(eb).as('states'))
    .where('c.id', '=', countryId)
    .executeTakeFirst();
  return row?.states;
}

export async function stateIsIn(db: Executor, stateProvinceId: number, countryId: number): Promise<boolean> {
  return cachedReference(db, `state_is_in:${stateProvinceId}:${countryId}`, () => readStateIsIn(db, stateProvinceId, countryId));
}

async function readStateIsIn(db: Executor, stateProvinceId: number, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('state_provinces')
    .select('id')
    .where('id', '=', stateProvinceId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  return row !== undefined;
}
