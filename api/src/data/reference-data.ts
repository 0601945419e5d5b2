import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { firstOf, rowsOf } from '../db/query';
import type { Language } from '../i18n/language';
import { localized } from './language';
import { warehouseImageUrl } from '../images/urls';

interface StoreRow {
  id: number;
  name: string;
  url: string;
  default_language_id: number;
  default_currency_id: number;
}

const toStore = (row: StoreRow) => ({
  Id: row.id,
  Name: row.name,
  Url: row.url,
  DefaultLanguageId: row.default_language_id,
  DefaultCurrencyId: row.default_currency_id,
});

const SELECT_STORE = (language: Language) =>
  sql`SELECT id, ${localized(language, 'name')} AS name, url, default_language_id, default_currency_id FROM stores`;

export async function storeById(db: Executor, storeId: number, language: Language) {
  const row = await firstOf(db, sql<StoreRow>`${SELECT_STORE(language)} WHERE id = ${storeId}`);
  return row && toStore(row);
}

/** The first store in display order. */
export async function defaultStore(db: Executor, language: Language) {
  const row = await firstOf(db, sql<StoreRow>`${SELECT_STORE(language)} ORDER BY display_order, id LIMIT 1`);
  return row && toStore(row);
}

export async function stores(db: Executor, language: Language) {
  return (await rowsOf(db, sql<StoreRow>`${SELECT_STORE(language)} ORDER BY display_order, id`)).map(toStore);
}

export async function languages(db: Executor) {
  const rows = await db.selectFrom('languages').select(['id', 'name', 'language_culture', 'unique_seo_code']).orderBy('display_order').execute();
  return rows.map((row) => ({ Id: row.id, Name: row.name, LanguageCulture: row.language_culture, UniqueSeoCode: row.unique_seo_code }));
}

export async function currencies(db: Executor) {
  const rows = await db.selectFrom('currencies').select(['id', 'name', 'currency_code', 'rate', 'display_locale']).orderBy('display_order').execute();
  return rows.map((row) => ({ Id: row.id, Name: row.name, CurrencyCode: row.currency_code, Rate: row.rate, DisplayLocale: row.display_locale }));
}

/** Countries with their number of states. */
export async function countries(db: Executor, language: Language) {
  const rows = await rowsOf(
    db,
    sql<{ id: number; name: string; two_letter_iso_code: string; states: number }>`SELECT c.id, ${localized(language, 'c.name')} AS name, c.two_letter_iso_code,
       (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states
     FROM countries c ORDER BY c.display_order`,
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name, TwoLetterIsoCode: row.two_letter_iso_code, NumberOfStates: row.states }));
}

/** States and provinces of every country, or of one. */
export async function stateProvinces(db: Executor, countryId: number | undefined, language: Language) {
  const rows = await rowsOf(
    db,
    sql<{ id: number; name: string; abbreviation: string; country_id: number }>`SELECT id, ${localized(language, 'name')} AS name, abbreviation,
       country_id FROM state_provinces ${countryId === undefined ? sql`` : sql`WHERE country_id = ${countryId}`} ORDER BY country_id, display_order`,
  );
  return rows.map((row) => ({ Id: row.id, Name: row.name, Abbreviation: row.abbreviation, CountryId: row.country_id }));
}

export async function warehouses(db: Executor, language: Language) {
  const rows = await rowsOf(
    db,
    sql<{
      id: number;
      name: string;
      is_branch_office: number;
      url: string | null;
      has_image: number;
      address1: string;
      city: string;
      zip_postal_code: string;
      country_id: number;
      phone_number: string;
      email: string;
    }>`SELECT id, ${localized(language, 'name')} AS name, is_branch_office, url, has_image, address1, city,
       zip_postal_code, country_id, phone_number, email FROM warehouses ORDER BY id`,
  );
  return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      IsBranchOffice: row.is_branch_office === 1,
      Url: row.url,
      ImageUrl: row.has_image ? warehouseImageUrl(row.id) : null,
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
  return (await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst()) !== undefined;
}

/** How many states a country has; undefined for an unknown country. */
export async function stateCountOf(db: Executor, countryId: number): Promise<number | undefined> {
  const row = await firstOf(
    db,
    sql<{ states: number }>`SELECT (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states FROM countries c WHERE c.id = ${countryId}`,
  );
  return row?.states;
}

export async function stateIsIn(db: Executor, stateProvinceId: number, countryId: number): Promise<boolean> {
  const row = await db.selectFrom('state_provinces').select('id').where('id', '=', stateProvinceId).where('country_id', '=', countryId).executeTakeFirst();
  return row !== undefined;
}
