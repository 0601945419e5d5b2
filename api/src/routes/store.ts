import * as v from 'valibot';
import {
  CountrySchema,
  CurrencySchema,
  LanguageSchema,
  StateProvinceSchema,
  StoreConfigSchema,
  StoreSchema,
  WarehouseSchema,
} from '@parts/contract/store';
import { NotFound } from '../domain/errors';
import { optionalId } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { warehouseImageUrl } from '../images/urls';

const tag = 'Store and reference data';

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

const SELECT_STORE = 'SELECT id, name, url, default_language_id, default_currency_id FROM stores';

/** Start-up data every visitor loads before signing in (public). */
export const storeRoutes = routePlugin(tag, ({ sql, storeConfig }) => {
  return [
    defineRoute({
      method: 'GET', url: '/api/config', auth: false, summary: 'Store configuration', response: StoreConfigSchema,
      handler: () => storeConfig(),
    }),
    defineRoute({
      method: 'GET', url: '/api/Store/get', auth: false, response: StoreSchema,
      summary: 'The current store: the one named by the X-Store-Id header, else the default store',
      handler: ({ request }) => {
        const header = request.headers['x-store-id'];
        const requested = Number(Array.isArray(header) ? header[0] : header);
        const row =
          (Number.isInteger(requested) && requested > 0 ? sql.one<StoreRow>(`${SELECT_STORE} WHERE id = ?`, [requested]) : undefined) ??
          sql.one<StoreRow>(`${SELECT_STORE} ORDER BY display_order, id LIMIT 1`);
        if (!row) throw new NotFound();
        return toStore(row);
      },
    }),
    defineRoute({
      method: 'GET', url: '/api/Store/list', auth: false, summary: 'All stores', response: v.array(StoreSchema),
      handler: () => sql.all<StoreRow>(`${SELECT_STORE} ORDER BY display_order, id`).map(toStore),
    }),
    defineRoute({
      method: 'GET', url: '/api/Language/list', auth: false, summary: 'Languages (pl, en)', response: v.array(LanguageSchema),
      handler: () =>
        sql
          .all<{ id: number; name: string; language_culture: string; unique_seo_code: string }>('SELECT * FROM languages ORDER BY display_order')
          .map((row) => ({ Id: row.id, Name: row.name, LanguageCulture: row.language_culture, UniqueSeoCode: row.unique_seo_code })),
    }),
    defineRoute({
      method: 'GET', url: '/api/Currency', auth: false, summary: 'Currencies (PLN)', response: v.array(CurrencySchema),
      handler: () =>
        sql
          .all<{ id: number; name: string; currency_code: string; rate: number; display_locale: string }>('SELECT * FROM currencies ORDER BY display_order')
          .map((row) => ({ Id: row.id, Name: row.name, CurrencyCode: row.currency_code, Rate: row.rate, DisplayLocale: row.display_locale })),
    }),
    defineRoute({
      method: 'GET', url: '/api/country', auth: false, summary: 'Countries with their number of states', response: v.array(CountrySchema),
      handler: () =>
        sql
          .all<{ id: number; name: string; two_letter_iso_code: string; states: number }>(
            `SELECT c.id, c.name, c.two_letter_iso_code, (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states
             FROM countries c ORDER BY c.display_order`,
          )
          .map((row) => ({ Id: row.id, Name: row.name, TwoLetterIsoCode: row.two_letter_iso_code, NumberOfStates: row.states })),
    }),
    defineRoute({
      method: 'GET', url: '/api/StateProvince/list', auth: false, response: v.array(StateProvinceSchema),
      summary: 'States and provinces of every country, or of one (countryId)',
      query: v.object({ countryId: optionalId('countryId') }),
      handler: ({ query }) =>
        sql
          .all<{ id: number; name: string; abbreviation: string; country_id: number }>(
            'SELECT id, name, abbreviation, country_id FROM state_provinces WHERE (@country IS NULL OR country_id = @country) ORDER BY country_id, display_order',
            { country: query.countryId ?? null },
          )
          .map((row) => ({ Id: row.id, Name: row.name, Abbreviation: row.abbreviation, CountryId: row.country_id })),
    }),
    defineRoute({
      method: 'GET', url: '/api/Warehouse/list', auth: false, summary: 'Warehouses and branch offices', response: v.array(WarehouseSchema),
      handler: () =>
        sql
          .all<{ id: number; name: string; is_branch_office: number; url: string | null; has_image: number; address1: string; city: string; zip_postal_code: string; country_id: number; phone_number: string; email: string }>(
            'SELECT * FROM warehouses ORDER BY id',
          )
          .map((row) => ({
            Id: row.id,
            Name: row.name,
            IsBranchOffice: row.is_branch_office === 1,
            Url: row.url,
            ImageUrl: row.has_image ? warehouseImageUrl(row.id) : null,
            Address: { Address1: row.address1, City: row.city, ZipPostalCode: row.zip_postal_code, CountryId: row.country_id, PhoneNumber: row.phone_number, Email: row.email },
          })),
    }),
  ];
});
