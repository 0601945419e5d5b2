/**
 * Reference data loaded once at start (SPEC section 7, "Start-up (in parallel)"): store config,
 * current store, languages, warehouses, currencies, countries, state/provinces and content pages.
 * One query of the shop's query client per language (`REFERENCE_DATA`): the host fetches it before
 * any page renders (taking the boot script's answers), every app reads it with `useReferenceData`.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { http, type SentRequest } from './http';
import { REFERENCE_DATA_PATHS } from './reference-data-paths';
import { currentLocale, onLocaleChange } from './i18n';
import { on, type Locale } from './events';
import { shopQueryClient } from './query/client';
import { declareQuery } from './query/declare';
import {
  CountrySchema,
  CurrencySchema,
  LanguageSchema,
  StateProvinceSchema,
  StoreConfigSchema,
  StoreSchema,
  TopicSchema,
  WarehouseSchema,
  type ReferenceData,
} from './schemas/store';

export { REFERENCE_DATA_PATHS };

type ReferencePath = (typeof REFERENCE_DATA_PATHS)[number];

/** The query's key prefix (the language follows) and the calls it sends. */
export const REFERENCE_DATA = declareQuery(
  ['reference-data'],
  REFERENCE_DATA_PATHS.map((path) => `GET ${path}` as const),
);

const referenceKey = (locale: Locale) => [...REFERENCE_DATA.key, locale] as const;

/**
 * The reference data in one language. `sent`: calls already on their way (by path), each used when
 * it asked as the client would. Kept for the page's life (never stale, never collected, kept when
 * another dealer signs in: the store's data is everybody's); a switch back to a language shown
 * before shows its answer at once.
 */
function referenceDataQuery(locale: Locale, sent: Partial<Record<ReferencePath, SentRequest>> = {}) {
  const get = <T>(path: ReferencePath, schema: v.GenericSchema<unknown, T>) => http.get(path, { schema, locale, sent: sent[path] });
  return {
    queryKey: referenceKey(locale),
    queryFn: async (): Promise<ReferenceData> => {
      const [config, store, languages, warehouses, currencies, countries, stateProvinces, topics] = await Promise.all([
        get('/api/config', StoreConfigSchema),
        get('/api/Store/get', v.nullable(StoreSchema)),
        get('/api/Language/list', v.array(LanguageSchema)),
        get('/api/Warehouse/list', v.array(WarehouseSchema)),
        get('/api/Currency', v.array(CurrencySchema)),
        get('/api/country', v.array(CountrySchema)),
        get('/api/StateProvince/list', v.array(StateProvinceSchema)),
        get('/api/Topic/list', v.array(TopicSchema)),
      ]);
      return { config, store, languages, warehouses, currencies, countries, stateProvinces, topics };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  };
}

/** The reference data in the shop's language, through the shop's query client (asked once per language). */
export function loadReferenceData(sent: Partial<Record<ReferencePath, SentRequest>> = {}): Promise<ReferenceData> {
  return shopQueryClient().fetchQuery(referenceDataQuery(currentLocale(), sent));
}

/**
 * Loads the reference data in a language the dealer switches to (country and state names, content
 * page titles, warehouse names are in the API's answer language); the data on screen stays until
 * the new answer is there. A failure was shown by the http client (SPEC section 8).
 */
export function loadReferenceDataOnLocaleChange(): () => void {
  return onLocaleChange((locale) => void shopQueryClient().prefetchQuery(referenceDataQuery(locale)));
}

/**
 * The reference data on show: the shop language's answer; while a switch's answer is on its way,
 * the last answer that arrived (the language on screen before the switch).
 */
export function readReferenceData(): ReferenceData | undefined {
  const client = shopQueryClient();
  const current = client.getQueryData<ReferenceData>(referenceKey(currentLocale()));
  if (current) return current;
  let shown: ReferenceData | undefined;
  let at = -1;
  for (const query of client.getQueryCache().findAll({ queryKey: REFERENCE_DATA.key })) {
    if (query.state.data !== undefined && query.state.dataUpdatedAt > at) {
      shown = query.state.data as ReferenceData;
      at = query.state.dataUpdatedAt;
    }
  }
  return shown;
}

function subscribe(onChange: () => void): () => void {
  const stopCache = shopQueryClient().getQueryCache().subscribe(onChange);
  const stopLocale = on('locale', onChange, { replay: false });
  return () => {
    stopCache();
    stopLocale();
  };
}

/** The loaded reference data; the host renders no page before it is there. */
export function useReferenceData(): ReferenceData {
  const data = useSyncExternalStore(subscribe, readReferenceData);
  if (!data) throw new Error('Reference data is not loaded yet');
  return data;
}

/** The states of one country (empty when the country has none). */
export function statesOf(data: ReferenceData, countryId: number | string | null | undefined) {
  if (countryId === null || countryId === undefined || countryId === '') return [];
  return data.stateProvinces.filter((s) => String(s.CountryId) === String(countryId));
}

/**
 * The store's own country, preselected in address forms: where its warehouses are (the store
 * config names no country), else the first country of the list; '' when there are none.
 */
export function storeCountryId(data: ReferenceData): string {
  const listed = new Set(data.countries.map((country) => String(country.Id)));
  const warehouseCountry = data.warehouses.map((warehouse) => String(warehouse.Address.CountryId)).find((id) => listed.has(id));
  return warehouseCountry ?? (data.countries[0] ? String(data.countries[0].Id) : '');
}
