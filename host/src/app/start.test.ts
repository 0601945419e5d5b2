import { init } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { answer, callsMade, server, storeConfig, type AnswerOf, type Call } from '@parts/shared-kernel/test-support';
import { startShop } from './start';

// in the browser webpack's federation plugin creates the host's federation instance
beforeAll(() => init({ name: 'host', remotes: [] }));

afterEach(() => jest.restoreAllMocks());

test('start: runtime config, then the reference data in parallel; title and meta from the store seo; no tag manager unless configured', async () => {
  const pending: string[] = [];
  let releaseAll: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (releaseAll = resolve));
  /** An answer that waits, with the others, until the test lets them all go. */
  const held = <C extends Call>(call: C, name: string, reply: AnswerOf<C>) =>
    answer(call, async () => {
      pending.push(name);
      await gate;
      return reply;
    });
  const config = storeConfig();
  server.use(
    // the host's own files, not API calls
    mock.get('*/config.json', () =>
      HttpResponse.json({ apiBase: '', storeId: null, stage: 'test', gtmId: null, remotesManifest: '/remotes.json' }),
    ),
    mock.get('*/remotes.json', () => HttpResponse.json({})),
    held('GET /api/config', 'config', {
      ...config,
      general: { ...config.general, logo: '', defaultSite: '' },
      seo: { defaultTitle: 'Nordstern Parts Portal', defaultMetaDescription: 'Genuine parts', defaultMetaKeywords: 'parts, dealer' },
      global: { homeSliderFull: true },
    }),
    held('GET /api/Store/get', 'store', { Id: 1, Name: 'Nordstern', Url: '', DefaultLanguageId: 1, DefaultCurrencyId: 1 }),
    held('GET /api/Language/list', 'languages', []),
    held('GET /api/Warehouse/list', 'warehouses', []),
    held('GET /api/Currency', 'currencies', []),
    held('GET /api/country', 'countries', []),
    held('GET /api/StateProvince/list', 'states', []),
    held('GET /api/Topic/list', 'topics', []),
  );
  const started = startShop();
  // all eight reference calls are under way before any of them has answered
  await waitFor(() =>
    expect([...pending].sort()).toEqual(['config', 'countries', 'currencies', 'languages', 'states', 'store', 'topics', 'warehouses']),
  );
  releaseAll();
  const shop = await started;
  expect(callsMade()[0]).toBe('GET /config.json');
  expect(shop.reference.config.global.homeSliderFull).toBe(true);
  expect(document.title).toBe('Nordstern Parts Portal');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Genuine parts');
  expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'parts, dealer');
  expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
});
