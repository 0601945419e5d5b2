import * as v from 'valibot';
/** Test set-up for catalogue components: i18n in English, reference data, and a fetch at the network edge. */
import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, i18n, initI18n, publishReferenceData, type ReferenceData, WarehouseSchema } from '@parts/shared-kernel';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

export async function setUpCatalog(config: Partial<ReferenceData['config']['general']> = {}): Promise<void> {
  await initI18n();
  addTranslations('catalog', { en, pl });
  await i18n.changeLanguage('en');
  publishReferenceData({
    config: {
      general: { logo: '', showPriceNetto: false, showIncadeaOrders: false, hiddenTopics: false, vehicleBrand: 'NS', defaultSite: '', ...config },
      seo: { defaultTitle: '', defaultMetaDescription: '', defaultMetaKeywords: '' },
      global: { homeSliderFull: false },
    },
    store: null,
    languages: [],
    warehouses: [
      v.parse(WarehouseSchema, { Id: 1, Name: 'Central warehouse Warszawa', IsBranchOffice: false, Url: '', ImageUrl: '', Address: { Email: '' } }),
      v.parse(WarehouseSchema, { Id: 2, Name: 'Kraków', IsBranchOffice: true, Url: '', ImageUrl: '', Address: { Email: '' } }),
    ],
    currencies: [],
    countries: [],
    stateProvinces: [],
    topics: [],
  });
}

export interface FetchCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Accept-Language the call was sent with. */
  language: string;
}

type Answer = unknown | { status: number; body: unknown };
export type Route = (call: FetchCall) => Answer | Promise<Answer>;

/** Replaces fetch: each call is recorded and answered by `route` (return `{ status, body }` for a failure). */
export function mockApi(route: Route): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const call: FetchCall = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined,
      language: (init?.headers as Record<string, string> | undefined)?.['Accept-Language'] ?? '' };
    calls.push(call);
    const answer = await route(call);
    const failure = typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer ? (answer as { status: number; body: unknown }) : null;
    return new Response(JSON.stringify(failure ? failure.body : answer), {
      status: failure?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders inside a router at `url` (matching `pattern`) with a fresh jotai store. */
export function renderAt(ui: ReactNode, { url = '/', pattern = '*' }: { url?: string; pattern?: string } = {}): RenderResult {
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>
    </QueryClientProvider>,
  );
}
