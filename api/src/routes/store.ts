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
import { optionalId } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { countries, currencies, languages, stateProvinces, storeFor, stores, warehouses } from '../domain/store';

const tag = 'Store and reference data';

/** Start-up data every visitor loads before signing in (public). */
export const storeRoutes = routePlugin(tag, ({ db, storeConfig }) => {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/config',
      auth: false,
      summary: 'Store configuration (its texts, the SEO title and description, in the language asked for)',
      response: StoreConfigSchema,
      handler: async ({ language }) => storeConfig(language),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Store/get',
      auth: false,
      response: StoreSchema,
      summary: 'The current store: the one named by the X-Store-Id header, else the default store',
      handler: async ({ request, language }) => {
        const header = request.headers['x-store-id'];
        const requested = Number(Array.isArray(header) ? header[0] : header);
        return storeFor(db, requested, language);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Store/list',
      auth: false,
      summary: 'All stores',
      response: v.array(StoreSchema),
      handler: async ({ language }) => await stores(db, language),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Language/list',
      auth: false,
      summary: 'Languages (pl, en)',
      response: v.array(LanguageSchema),
      handler: async () => languages(db),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Currency',
      auth: false,
      summary: 'Currencies (PLN)',
      response: v.array(CurrencySchema),
      handler: async () => currencies(db),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/country',
      auth: false,
      summary: 'Countries with their number of states',
      response: v.array(CountrySchema),
      handler: async ({ language }) => await countries(db, language),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/StateProvince/list',
      auth: false,
      response: v.array(StateProvinceSchema),
      summary: 'States and provinces of every country, or of one (countryId)',
      query: v.object({ countryId: optionalId('countryId') }),
      handler: async ({ query, language }) => await stateProvinces(db, query.countryId, language),
    }),
    defineRoute({
      method: 'GET',
      url: '/api/Warehouse/list',
      auth: false,
      summary: 'Warehouses and branch offices',
      response: v.array(WarehouseSchema),
      handler: async ({ language }) => await warehouses(db, language),
    }),
  ];
});
