import * as v from 'valibot';
/**
 * Test harness of the account remote: the kernel i18n with this app's namespace, reference data,
 * a fake API at the network edge (global.fetch) and a router that shows where the page went.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, configureHttp, i18n, initI18n, on, publishReferenceData, type Notice, type ReferenceData, type StoreConfig, CountrySchema, StateProvinceSchema } from '@parts/shared-kernel';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { NAMESPACE } from '../remote';

export const API_BASE = 'http://api.test';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status?: number;
  statusText?: string;
  /** JSON body */
  body?: unknown;
  /** text/plain body */
  text?: string;
}

/** Answers every request with `handler` (404 JSON when it returns nothing); returns the recorded calls. */
export function mockApi(handler: (call: ApiCall) => Reply | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const raw = init?.body;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    };
    calls.push(call);
    const reply = handler(call) ?? { status: 404, statusText: 'Not Found', body: { title: 'Not found', status: 404 } };
    const status = reply.status ?? 200;
    if (reply.text !== undefined) {
      return new Response(reply.text, { status, statusText: reply.statusText ?? '', headers: { 'content-type': 'text/plain' } });
    }
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

export const POLAND = v.parse(CountrySchema, { Id: 1, Name: 'Poland', NumberOfStates: 2 });
export const GERMANY = v.parse(CountrySchema, { Id: 2, Name: 'Germany' });
export const MAZOWIECKIE = v.parse(StateProvinceSchema, { Id: 11, Name: 'Mazowieckie', CountryId: 1 });
export const MALOPOLSKIE = v.parse(StateProvinceSchema, { Id: 12, Name: 'Małopolskie', CountryId: 1 });

export function referenceData(general: Partial<StoreConfig['general']> = {}): ReferenceData {
  return {
    config: {
      general: {
        logo: '',
        showPriceNetto: true,
        showIncadeaOrders: true,
        hiddenTopics: false,
        vehicleBrand: 'NS',
        defaultSite: '',
        ...general,
      },
      seo: { defaultTitle: '', defaultMetaDescription: '', defaultMetaKeywords: '' },
      global: { homeSliderFull: false },
    },
    store: null,
    languages: [],
    warehouses: [],
    currencies: [],
    countries: [POLAND, GERMANY],
    stateProvinces: [MAZOWIECKIE, MALOPOLSKIE],
    topics: [],
  };
}

/** i18n (English unless told), reference data, a fresh event channel and API base. */
export async function setUp({ language = 'en', general = {} }: { language?: 'en' | 'pl'; general?: Partial<StoreConfig['general']> } = {}) {
  window.__partsEvents = { last: {} };
  configureHttp({ apiBase: API_BASE });
  await initI18n();
  addTranslations(NAMESPACE, { en, pl });
  await i18n.changeLanguage(language);
  publishReferenceData(referenceData(general));
}

/** Every notification sent while the test runs. */
export function collectNotices(): Notice[] {
  const notices: Notice[] = [];
  on('notify', (notice) => notices.push(notice), { replay: false });
  return notices;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `url` under the route `path`; the current location shows in data-testid="location". */
export function renderAt(element: ReactElement, { url, path = url.split('?')[0] ?? url }: { url: string; path?: string }): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
