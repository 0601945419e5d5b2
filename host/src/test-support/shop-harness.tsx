/**
 * Test harness: the host's routes, session effects and notifications inside a memory router,
 * with the kernel i18n, the reference data of a small shop and the network faked at the edge (MSW).
 */
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http as mock, HttpResponse } from 'msw';
import { addTranslations, configureHttp, emit, i18n, initI18n, publishReferenceData, type ReferenceData, type RuntimeConfig, type Topic } from '@parts/shared-kernel';
import { cartLine, customer, server, warehouse } from '@parts/shared-kernel/test-support';
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
    store: { Id: 1, Name: 'Parts Shop', Url: '', DefaultLanguageId: 1, DefaultCurrencyId: 1 },
    languages: [],
    warehouses: [
      warehouse(1, 'Central warehouse', { IsBranchOffice: false, Url: '', ImageUrl: '', Address: { ...warehouse(1, '').Address, City: '', Email: 'central@example.com' } }),
      warehouse(2, 'Kraków', { IsBranchOffice: true, Url: 'https://krakow.example.com', ImageUrl: '/backoffice/images/warehouses/2.svg', Address: { ...warehouse(2, '').Address, City: '', Email: 'krakow@example.com' } }),
      warehouse(3, 'Gdańsk', { IsBranchOffice: true, Url: '', ImageUrl: '', Address: { ...warehouse(3, '').Address, City: '', Email: '' } }),
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
  // the network is faked at the edge (MSW), the http client runs as in the shop
  server.use(
    mock.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      const entry = answers[key];
      const answer = typeof entry === 'function' ? await entry(url) : (entry ?? { status: 404, statusText: 'Not Found', body: { title: 'Not found', status: 404 } });
      if (answer === 'network-down') return HttpResponse.error();
      const { status = 200, statusText = '', body, contentType = 'application/json' } = answer;
      const text = body === undefined ? null : typeof body === 'string' && contentType !== 'application/json' ? body : JSON.stringify(body);
      return new Response(text, { status, statusText, headers: { 'content-type': contentType } });
    }),
  );
  return calls;
}

/** The answers a signed-in dealer's home page needs. */
export const SIGNED_IN_ANSWERS: Record<string, FakeAnswer> = {
  'GET /api/Level4/Cart': { body: [cartLine('99110000001', { price: 10 }), cartLine('99110000002', { price: 10, quantity: 2 })] },
  'GET /api/ShoppingList': { body: [{ Id: 1, Name: 'Service kit', Items: [] }] },
  'GET /api/Customer/get': { body: customer({ Id: 1, Email: 'dealer@example.com', FirstName: 'Jan', LastName: 'Kowalski', Addresses: [], BillingAddress: null, ShippingAddress: null }) },
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
