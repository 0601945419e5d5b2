/**
 * Reference data loaded once at start (SPEC section 7, "Start-up (in parallel)"): store config,
 * current store, languages, warehouses, currencies, countries, state/provinces and content pages.
 * The host loads it before any page renders; every app reads it with `useReferenceData`.
 */
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { http, type SentRequest } from './http';
import { REFERENCE_DATA_PATHS } from './reference-data-paths';
import { onLocaleChange } from './i18n';
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

declare global {
  interface Window {
    __partsReferenceData?: ReferenceData;
  }
}

const CHANGED = 'parts:reference-data';

export { REFERENCE_DATA_PATHS };

type ReferencePath = (typeof REFERENCE_DATA_PATHS)[number];

/** `sent`: calls already on their way (by path), each used when it asked as the client would. */
export async function loadReferenceData(sent: Partial<Record<ReferencePath, SentRequest>> = {}): Promise<ReferenceData> {
  const [config, store, languages, warehouses, currencies, countries, stateProvinces, topics] = await Promise.all([
    http.get('/api/config', { schema: StoreConfigSchema, sent: sent['/api/config'] }),
    http.get('/api/Store/get', { schema: v.nullable(StoreSchema), sent: sent['/api/Store/get'] }),
    http.get('/api/Language/list', { schema: v.array(LanguageSchema), sent: sent['/api/Language/list'] }),
    http.get('/api/Warehouse/list', { schema: v.array(WarehouseSchema), sent: sent['/api/Warehouse/list'] }),
    http.get('/api/Currency', { schema: v.array(CurrencySchema), sent: sent['/api/Currency'] }),
    http.get('/api/country', { schema: v.array(CountrySchema), sent: sent['/api/country'] }),
    http.get('/api/StateProvince/list', { schema: v.array(StateProvinceSchema), sent: sent['/api/StateProvince/list'] }),
    http.get('/api/Topic/list', { schema: v.array(TopicSchema), sent: sent['/api/Topic/list'] }),
  ]);
  return { config, store, languages, warehouses, currencies, countries, stateProvinces, topics };
}

export function publishReferenceData(data: ReferenceData): void {
  window.__partsReferenceData = data;
  window.dispatchEvent(new Event(CHANGED));
}

let reloads = 0;

/**
 * Loads the reference data again after every language switch (country and state names, content
 * page titles, warehouse names are in the API's answer language); the data on screen stays until
 * the new answer is there, and only the answer to the latest switch is published.
 */
export function reloadReferenceDataOnLocaleChange(): () => void {
  return onLocaleChange(() => {
    const reload = ++reloads;
    loadReferenceData().then(
      (data) => {
        if (reload === reloads) publishReferenceData(data);
      },
      (error: unknown) => console.error('Reference data could not be reloaded', error),
    );
  });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The loaded reference data; the host renders no page before it is there. */
export function useReferenceData(): ReferenceData {
  const data = useSyncExternalStore(subscribe, () => window.__partsReferenceData);
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
