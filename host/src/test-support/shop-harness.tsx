/**
 * Test harness: the host's routes, session effects and notifications inside a memory router,
 * with the kernel i18n, the reference data of a small shop and the network faked at the edge (MSW).
 */
import type React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { HttpHandler } from 'msw';
import {
  addTranslations,
  configureHttp,
  emit,
  i18n,
  initI18n,
  type ReferenceData,
  type RuntimeConfig,
  type Topic,
} from '@parts/shared-kernel';
import { answer, cartLine, customer, topic, warehouse, publishReferenceData } from '@parts/shared-kernel/test-support';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { ShopRoutes } from '../features/routing/ShopRoutes';
import { SessionEffects } from '../features/session/SessionEffects';
import { Notifications, loadNoticeTexts } from '../features/notifications/Notifications';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

import { registerShopRemotes } from '../federation/remotes';

/**
 * The remotes are other apps with tests of their own: here every remote module is a marked box, so
 * the host's pages, layouts and guards are tested around them (the federation runtime's loader
 * answers from memory instead of the network).
 */
jest.mock('@module-federation/enhanced/runtime', () => {
  const { createElement } = jest.requireActual<typeof React>('react');
  return {
    ...jest.requireActual<object>('@module-federation/enhanced/runtime'),
    registerRemotes: () => undefined,
    loadRemote: async (id: string) => ({ default: () => createElement('div', { 'data-remote-module': id }) }),
  };
});

// jsdom has no scrolling; every navigation scrolls to the top (ShopRoutes)
window.scrollTo = () => undefined;

const RUNTIME: RuntimeConfig = { apiBase: '', storeId: null, stage: 'test', gtmId: null, remotesManifest: '/remotes.json' };

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
      warehouse(1, 'Central warehouse', {
        IsBranchOffice: false,
        Url: '',
        ImageUrl: '',
        Address: { ...warehouse(1, '').Address, City: '', Email: 'central@example.com' },
      }),
      warehouse(2, 'Kraków', {
        IsBranchOffice: true,
        Url: 'https://krakow.example.com',
        ImageUrl: '/backoffice/images/warehouses/2.svg',
        Address: { ...warehouse(2, '').Address, City: '', Email: 'krakow@example.com' },
      }),
      warehouse(3, 'Gdańsk', {
        IsBranchOffice: true,
        Url: '',
        ImageUrl: '',
        Address: { ...warehouse(3, '').Address, City: '', Email: '' },
      }),
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

/**
 * The answers a signed-in dealer's shop needs (header counts, the customer, the home page's slider),
 * typed and checked by the contract. A test puts what it is about first: `server.use(failure(...), ...signedInShop())`.
 */
export function signedInShop(): HttpHandler[] {
  return [
    answer('GET /api/Level4/Cart', [cartLine('99110000001', { price: 10 }), cartLine('99110000002', { price: 10, quantity: 2 })]),
    answer('GET /api/ShoppingList', [{ Id: 1, Name: 'Service kit', Items: [] }]),
    answer(
      'GET /api/Customer/get',
      customer({
        Id: 1,
        Email: 'dealer@example.com',
        FirstName: 'Jan',
        LastName: 'Kowalski',
        Addresses: [],
        BillingAddress: null,
        ShippingAddress: null,
      }),
    ),
    answer('GET /api/slider', []),
  ];
}

let i18nReady = false;

/** Fresh events, pl or en, the test shop's reference data. */
export async function prepareShop(options: { locale?: 'pl' | 'en'; token?: string | null; reference?: ReferenceData } = {}) {
  delete window.__partsEvents;
  window.localStorage.clear();
  configureHttp({ apiBase: '' });
  if (!i18nReady) {
    await initI18n();
    addTranslations('host', { en, pl });
    // the notices' own texts, fetched by the shop with its first notice
    await loadNoticeTexts();
    i18nReady = true;
  }
  await i18n.changeLanguage(options.locale ?? 'en');
  publishReferenceData(options.reference ?? referenceData());
  registerShopRemotes({
    catalog: '/remotes/catalog/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    cart_checkout: '/remotes/cart_checkout/mf-manifest.json',
  });
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

/**
 * Waits until the page has all it asked for on screen: its lazy code, its answers, the remote areas
 * (no skeleton, nothing busy). A test that looks at the shell only awaits this first, so nothing
 * updates after the test has ended.
 */
export async function shopSettled(): Promise<void> {
  await screen.findByRole('main');
  await waitFor(() => {
    expect(document.querySelector('[aria-busy="true"], [data-skeleton]')).toBeNull();
    expect(screen.queryAllByRole('status').filter((status) => /loading|ładowanie/i.test(status.textContent ?? ''))).toEqual([]);
  });
}
