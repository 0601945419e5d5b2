import { init } from '@module-federation/enhanced/runtime';
import { fakeApi, type FakeAnswer } from '../test-support/shop-harness';
import { startShop } from './start';

// in the browser webpack's federation plugin creates the host's federation instance
beforeAll(() => init({ name: 'host', remotes: [] }));

afterEach(() => jest.restoreAllMocks());

test('start: runtime config, then the reference data in parallel; title and meta from the store seo; no tag manager unless configured', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const pending: string[] = [];
  let releaseAll: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (releaseAll = resolve));
  const held = (path: string, answer: FakeAnswer) => async () => {
    pending.push(path);
    await gate;
    return answer;
  };
  const calls = fakeApi({
    'GET /config.json': { body: { apiBase: '', storeId: null, stage: 'test', gtmId: null, remotesManifest: '/remotes.json' } },
    'GET /remotes.json': { body: {} },
    'GET /api/config': held('config', {
      body: {
        general: { logo: '', showPriceNetto: true, showIncadeaOrders: false, hiddenTopics: false, vehicleBrand: 'NS', defaultSite: '' },
        seo: { defaultTitle: 'Nordstern Parts Portal', defaultMetaDescription: 'Genuine parts', defaultMetaKeywords: 'parts, dealer' },
        global: { homeSliderFull: true },
      },
    }),
    'GET /api/Store/get': held('store', { body: { Id: 1, Name: 'Nordstern', Url: '', DefaultLanguageId: 1, DefaultCurrencyId: 1 } }),
    'GET /api/Language/list': held('languages', { body: [] }),
    'GET /api/Warehouse/list': held('warehouses', { body: [] }),
    'GET /api/Currency': held('currencies', { body: [] }),
    'GET /api/country': held('countries', { body: [] }),
    'GET /api/StateProvince/list': held('states', { body: [] }),
    'GET /api/Topic/list': held('topics', { body: [] }),
  });
  const started = startShop();
  // all eight reference calls are under way before any of them has answered
  await new Promise((r) => setTimeout(r, 50));
  expect(pending.sort()).toEqual(['config', 'countries', 'currencies', 'languages', 'states', 'store', 'topics', 'warehouses']);
  releaseAll();
  const shop = await started;
  expect(calls[0]).toBe('GET /config.json');
  expect(shop.reference.config.global.homeSliderFull).toBe(true);
  expect(document.title).toBe('Nordstern Parts Portal');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Genuine parts');
  expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'parts, dealer');
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
});
