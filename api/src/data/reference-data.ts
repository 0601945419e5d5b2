import type { Sql } from '../db/sql';
import type { Language } from '../i18n/language';
import { localized, perLanguage } from './language';
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
  `SELECT id, ${localized(language, 'name')} AS name, url, default_language_id, default_currency_id FROM stores`;
const SELECT_STORE_BY_ID = perLanguage((language) => `${SELECT_STORE(language)} WHERE id = ?`);
const SELECT_DEFAULT_STORE = perLanguage((language) => `${SELECT_STORE(language)} ORDER BY display_order, id LIMIT 1`);
const SELECT_STORES = perLanguage((language) => `${SELECT_STORE(language)} ORDER BY display_order, id`);

export function storeById(sql: Sql, storeId: number, language: Language) {
  const row = sql.one<StoreRow>(SELECT_STORE_BY_ID[language], [storeId]);
  return row && toStore(row);
}

/** The first store in display order. */
export function defaultStore(sql: Sql, language: Language) {
  const row = sql.one<StoreRow>(SELECT_DEFAULT_STORE[language]);
  return row && toStore(row);
}

export function stores(sql: Sql, language: Language) {
  return sql.all<StoreRow>(SELECT_STORES[language]).map(toStore);
}

export function languages(sql: Sql) {
  return sql
    .all<{ id: number; name: string; language_culture: string; unique_seo_code: string }>('SELECT * FROM languages ORDER BY display_order')
    .map((row) => ({ Id: row.id, Name: row.name, LanguageCulture: row.language_culture, UniqueSeoCode: row.unique_seo_code }));
}

export function currencies(sql: Sql) {
  return sql
    .all<{ id: number; name: string; currency_code: string; rate: number; display_locale: string }>(
      'SELECT * FROM currencies ORDER BY display_order',
    )
    .map((row) => ({ Id: row.id, Name: row.name, CurrencyCode: row.currency_code, Rate: row.rate, DisplayLocale: row.display_locale }));
}

const SELECT_COUNTRIES = perLanguage(
  (language) => `SELECT c.id, ${localized(language, 'c.name')} AS name, c.two_letter_iso_code,
       (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states
     FROM countries c ORDER BY c.display_order`,
);

/** Countries with their number of states. */
export function countries(sql: Sql, language: Language) {
  return sql
    .all<{ id: number; name: string; two_letter_iso_code: string; states: number }>(SELECT_COUNTRIES[language])
    .map((row) => ({ Id: row.id, Name: row.name, TwoLetterIsoCode: row.two_letter_iso_code, NumberOfStates: row.states }));
}

const SELECT_STATES = perLanguage(
  (language) => `SELECT id, ${localized(language, 'name')} AS name, abbreviation, country_id FROM state_provinces
     WHERE (@country IS NULL OR country_id = @country) ORDER BY country_id, display_order`,
);

/** States and provinces of every country, or of one. */
export function stateProvinces(sql: Sql, countryId: number | undefined, language: Language) {
  return sql
    .all<{ id: number; name: string; abbreviation: string; country_id: number }>(SELECT_STATES[language], { country: countryId ?? null })
    .map((row) => ({ Id: row.id, Name: row.name, Abbreviation: row.abbreviation, CountryId: row.country_id }));
}

const SELECT_WAREHOUSES = perLanguage(
  (language) => `SELECT id, ${localized(language, 'name')} AS name, is_branch_office, url, has_image, address1, city,
       zip_postal_code, country_id, phone_number, email FROM warehouses ORDER BY id`,
);

export function warehouses(sql: Sql, language: Language) {
  return sql
    .all<{
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
    }>(SELECT_WAREHOUSES[language])
    .map((row) => ({
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

export function countryExists(sql: Sql, countryId: number): boolean {
  return sql.one('SELECT 1 FROM countries WHERE id = ?', [countryId]) !== undefined;
}

/** How many states a country has; undefined for an unknown country. */
export function stateCountOf(sql: Sql, countryId: number): number | undefined {
  return sql.one<{ states: number }>(
    'SELECT (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states FROM countries c WHERE c.id = ?',
    [countryId],
  )?.states;
}

export function stateIsIn(sql: Sql, stateProvinceId: number, countryId: number): boolean {
  return sql.one('SELECT 1 FROM state_provinces WHERE id = ? AND country_id = ?', [stateProvinceId, countryId]) !== undefined;
}
