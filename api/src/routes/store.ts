import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';
import { countries, currencies, languages, stateProvinces, storeFor, stores, warehouses } from '../domain/store';

const tag = 'Store and reference data';

/** Start-up data every visitor loads before signing in (public). */
export const storeRoutes = routePlugin(tag, ({ db, storeConfig }) => {
  return [
    callRoute(CALLS['GET /api/config'], {
      summary: 'Store configuration (its texts, the SEO title and description, in the language asked for)',
      handler: async ({ language }) => storeConfig(language),
    }),
    callRoute(CALLS['GET /api/Store/get'], {
      summary: 'The current store: the one named by the X-Store-Id header, else the default store',
      handler: async ({ request, language }) => {
        const header = request.headers['x-store-id'];
        const requested = Number(Array.isArray(header) ? header[0] : header);
        return storeFor(db, requested, language);
      },
    }),
    callRoute(CALLS['GET /api/Store/list'], {
      summary: 'All stores',
      handler: async ({ language }) => await stores(db, language),
    }),
    callRoute(CALLS['GET /api/Language/list'], {
      summary: 'Languages (pl, en)',
      handler: async () => languages(db),
    }),
    callRoute(CALLS['GET /api/Currency'], {
      summary: 'Currencies (PLN)',
      handler: async () => currencies(db),
    }),
    callRoute(CALLS['GET /api/country'], {
      summary: 'Countries with their number of states',
      handler: async ({ language }) => await countries(db, language),
    }),
    callRoute(CALLS['GET /api/StateProvince/list'], {
      summary: 'States and provinces of every country, or of one (countryId)',
      handler: async ({ query, language }) => await stateProvinces(db, query.countryId, language),
    }),
    callRoute(CALLS['GET /api/Warehouse/list'], {
      summary: 'Warehouses and branch offices',
      handler: async ({ language }) => await warehouses(db, language),
    }),
  ];
});
