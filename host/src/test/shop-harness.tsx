import * as v from 'valibot';
/**
 * Test harness: the host's routes, session effects and notifications inside a memory router,
 * with the kernel i18n, the reference data of a small shop and `global.fetch` as the only fake.
 */
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { addTranslations, configureHttp, emit, i18n, initI18n, publishReferenceData, type ReferenceData, type RuntimeConfig, type Topic, WarehouseSchema, StoreSchema } from '@parts/shared-kernel';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { Notifications } from '../features/notifications/Notifications';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

// lazy pages compile on first use under ts-jest
configure({ asyncUtilTimeout: 8000 });

export const RUNTIME: RuntimeConfig = { apiBase: '', storeId: null, stage: 'test', gtmId: null, remotesManifest: '/remotes.json' };

export function topic(id: number, seName: string, title: string, flags: Partial<Topic> = {}): Topic {
  return {
    Id: id,
    Title: title,
    Body: `<p>${title}</p>`,
    SeName: seName,
    IncludeInFooterRow1: false,
    IncludeInFooterRow2: false,
    IncludeInFooterRow3: false,
    IncludeInSitemap: true,
    IncludeInTopMenu: false,
    DisplayOrder: id,
    ...flags,
  };
}

export function referenceData(overrides: { hiddenTopics?: boolean; topics?: Topic[] } = {}): ReferenceData {
  return {
    config: {
      general: {
        logo: '/backoffice/images/logo.svg',
        showPriceNetto: true,
        showIncadeaOrders: false,
        hiddenTopics: overrides.hiddenTopics ?? false,
        vehicleBrand: 'NS',
        defaultSite: 'https://www.example.com',
      },
      seo: { defaultTitle: 'Parts Shop', defaultMetaDescription: '', defaultMetaKeywords: '' },
      global: { homeSliderFull: false },
    },
    store: v.parse(StoreSchema, { Id: 1, Name: 'Parts Shop', Url: '' }),
    languages: [],
    warehouses: [
      v.parse(WarehouseSchema, { Id: 1, Name: 'Central warehouse', IsBranchOffice: false, Url: '', ImageUrl: '', Address: { Email: 'central@example.com' } }),
      v.parse(WarehouseSchema, { Id: 2, Name: 'Kraków', IsBranchOffice: true, Url: 'https://krakow.example.com', ImageUrl: '/backoffice/images/warehouses/2.svg', Address: { Email: 'krakow@example.com' } }),
      v.parse(WarehouseSchema, { Id: 3, Name: 'Gdańsk', IsBranchOffice: true, Url: '', ImageUrl: '', Address: { Email: '' } }),
    ],
    currencies: [],
    countries: [],
    stateProvinces: [],
    topics: overrides.topics ?? [
      topic(1, 'about-us', 'About us', { IncludeInFooterRow1: true, IncludeInTopMenu: true }),
      topic(2, 'shipping-returns', 'Shipping and returns', { IncludeInFooterRow2: true, IncludeInTopMenu: true }),
      topic(3, 'privacy-notice', 'Privacy notice', { IncludeInFooterRow3: true }),
    ],
  };
}

export type FakeAnswer = { status?: number; statusText?: string; body?: unknown; contentType?: string } | 'network-down';

/** Answers fetch by "METHOD /path" (path without query); anything else is a 404 with a title. */
export function fakeApi(answers: Record<string, FakeAnswer | ((url: URL) => FakeAnswer | Promise<FakeAnswer>)>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const entry = answers[key];
    const answer = typeof entry === 'function' ? await entry(url) : (entry ?? { status: 404, statusText: 'Not Found', body: { title: 'Not found', status: 404 } });
    if (answer === 'network-down') throw new TypeError('Failed to fetch');
    const { status = 200, statusText = '', body, contentType = 'application/json' } = answer;
    const text = body === undefined ? '' : typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
    return new Response(text, { status, statusText, headers: { 'content-type': contentType } });
  }) as unknown as typeof fetch;
  return calls;
}

/** The answers a signed-in dealer's home page needs. */
export const SIGNED_IN_ANSWERS: Record<string, FakeAnswer> = {
  'GET /api/Level4/Cart': { body: [{ Product: { Id: 1 }, Quantity: 1, Total: 10 }, { Product: { Id: 2 }, Quantity: 2, Total: 20 }] },
  'GET /api/ShoppingList': { body: [{ Id: 1, Name: 'Service kit', Items: [] }] },
  'GET /api/Customer/get': {
    body: { Id: 1, Email: 'dealer@example.com', FirstName: 'Jan', LastName: 'Kowalski', Phone: '', Company: '', VatNumber: '', Addresses: [], BillingAddress: null, ShippingAddress: null },
  },
  'GET /api/slider': { body: [] },
};

let i18nReady = false;

/** Fresh events, pl or en, the test shop's reference data. */
export async function prepareShop(options: { locale?: 'pl' | 'en'; token?: string | null; reference?: ReferenceData } = {}) {
  delete window.__partsEvents;
  window.localStorage.clear();
  configureHttp({ apiBase: '' });
  if (!i18nReady) {
    await initI18n();
    addTranslations('host', { en, pl });
    i18nReady = true;
  }
  await i18n.changeLanguage(options.locale ?? 'en');
  publishReferenceData(options.reference ?? referenceData());
  if (options.token) window.localStorage.setItem('token', options.token);
  emit('auth:token', options.token ?? null);
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderShop(path: string, { initialEntries }: { initialEntries?: string[] } = {}) {
  return render(
    <RuntimeConfigContext.Provider value={RUNTIME}>
      <MemoryRouter initialEntries={initialEntries ?? [path]} initialIndex={(initialEntries?.length ?? 1) - 1}>
        <SessionEffects />
        <Notifications />
        <ShopRoutes />
        <WhereAmI />
      </MemoryRouter>
    </RuntimeConfigContext.Provider>,
  );
}
