/**
 * index.html's boot lists are written by the build (boot-lists.ts, host/webpack.config.ts): the
 * template holds none, and the page the build writes makes its boot script ask for what the route
 * table, the kernel's reference data and the pages' early calls say (run here as the browser runs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { http as mock, HttpResponse } from 'msw';
import { answer, callsMade, server, storeConfig } from '@parts/shared-kernel/test-support';
import { bootLists, withBootLists } from './boot-lists';

const template = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const LIST_IDS = ['boot-routes', 'boot-layouts', 'boot-reference', 'boot-page-calls'];

/** The hints `pnpm build` writes (scripts/boot-hints.ts): each remote's first files, by exposed module. */
const HINTS = {
  account: {
    manifest: '/remotes/account/1/mf-manifest.json',
    entry: '/remotes/account/1/remoteEntry.js',
    exposes: { LoginPage: ['/remotes/account/1/login.js'] },
  },
  catalog: {
    manifest: '/remotes/catalog/1/mf-manifest.json',
    entry: '/remotes/catalog/1/remoteEntry.js',
    exposes: {
      CatalogSearch: ['/remotes/catalog/1/search.css', '/remotes/catalog/1/search.js'],
      ProductPage: ['/remotes/catalog/1/product.js'],
    },
  },
  cart_checkout: {
    manifest: '/remotes/cart/1/mf-manifest.json',
    entry: '/remotes/cart/1/remoteEntry.js',
    exposes: { SuccessPage: ['/remotes/cart/1/success.js'] },
  },
};

/** The page as the build writes it, its boot hints filled as `pnpm build` fills them. */
function builtPage(): string {
  return withBootLists(template).replace(
    /(<script id="boot-hints" type="application\/json">)\{\}(<\/script>)/,
    `$1${JSON.stringify(HINTS)}$2`,
  );
}

/** The browser's fetch takes a path on the page's origin; Node's (under MSW here) wants it whole. */
const pageFetch = (input: string, init?: RequestInit) => fetch(new URL(input, window.location.href), init);

/** Opens the built page at `url`: its head's lists and boot script, run as the browser runs it. */
async function openPage(url: string): Promise<{ preloaded: string[]; sent: string[] }> {
  window.history.replaceState(null, '', url);
  const html = builtPage();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = [...head.matchAll(/<script id="[^"]+" type="application\/json">[\s\S]*?<\/script>/g)]
    .map(([block]) => block)
    .join('');
  const script = /<script>([\s\S]*?)<\/script>/.exec(head)?.[1];
  if (!script) throw new Error('index.html has no boot script');
  new Function('fetch', script)(pageFetch);
  const boot = (window as unknown as { __shopBoot: { reference: Promise<Record<string, { response: Promise<Response> }>> } }).__shopBoot;
  const sent = await boot.reference;
  await Promise.all(Object.values(sent).map(({ response }) => response));
  const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href') ?? '');
  return { preloaded, sent: Object.keys(sent) };
}

beforeEach(() => {
  server.use(
    // the host's own files, not API calls
    mock.get('*/config.json', () =>
      HttpResponse.json({ apiBase: '', storeId: null, stage: 'test', gtmId: null, remotesManifest: '/remotes.json' }),
    ),
    mock.get('*/remotes.json', () => HttpResponse.json({})),
    answer('GET /api/config', storeConfig()),
    answer('GET /api/Store/get', { Id: 1, Name: 'Nordstern', Url: '', DefaultLanguageId: 1, DefaultCurrencyId: 1 }),
    answer('GET /api/Language/list', []),
    answer('GET /api/Warehouse/list', []),
    answer('GET /api/Currency', []),
    answer('GET /api/country', []),
    answer('GET /api/StateProvince/list', []),
    answer('GET /api/Topic/list', []),
    answer('GET /api/slider', []),
  );
});

afterEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
});

const REFERENCE = [
  '/api/config',
  '/api/Store/get',
  '/api/Language/list',
  '/api/Warehouse/list',
  '/api/Currency',
  '/api/country',
  '/api/StateProvince/list',
  '/api/Topic/list',
];

test('src/index.html keeps no list by hand: each boot list element is there and empty, for the build to fill', () => {
  for (const id of LIST_IDS) expect(template).toMatch(new RegExp(`<script id="${id}" type="application/json">\\s*</script>`));
});

test('the build refuses a page without an element for a list', () => {
  expect(() => withBootLists(template.replace('<script id="boot-layouts" type="application/json"></script>', ''))).toThrow(/boot-layouts/);
});

test('a value can never close its list element', () => {
  const lists = { ...bootLists(), 'boot-reference': ['/api/x</script><script>alert(1)</script>'] };
  const page = withBootLists(template, lists);
  expect(page).not.toContain('</script><script>alert(1)');
  const json = /<script id="boot-reference" type="application\/json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  expect(JSON.parse(json)).toEqual(['/api/x</script><script>alert(1)</script>']);
});

test("a signed-in dealer opening a product: the boot script sends the reference data's calls and preloads the catalogue's product page", async () => {
  window.localStorage.setItem('token', 'abc');
  const { preloaded, sent } = await openPage('/level4/product/12?hotspots=3');
  expect(sent).toEqual(REFERENCE);
  expect(callsMade()).toEqual(expect.arrayContaining(REFERENCE.map((call) => `GET ${call}`)));
  expect(preloaded).toEqual(['/remotes/catalog/1/mf-manifest.json', '/remotes/catalog/1/remoteEntry.js', '/remotes/catalog/1/product.js']);
});

test('a signed-in dealer opening the home page: its slides are sent with the reference data, and the catalogue search it shows is preloaded', async () => {
  window.localStorage.setItem('token', 'abc');
  const { preloaded, sent } = await openPage('/');
  expect(sent).toEqual([...REFERENCE, '/api/slider?sliderType=0']);
  expect(callsMade()).toContain('GET /api/slider?sliderType=0');
  expect(preloaded).toEqual([
    '/remotes/catalog/1/mf-manifest.json',
    '/remotes/catalog/1/remoteEntry.js',
    '/remotes/catalog/1/search.css',
    '/remotes/catalog/1/search.js',
  ]);
});

test("the guard's destination is what is asked for: a guest opening the cart gets the login page's slides and code, a dealer opening /login the home page's", async () => {
  const guest = await openPage('/cart');
  expect(guest.sent).toEqual([...REFERENCE, '/api/slider?sliderType=3']);
  expect(guest.preloaded).toEqual([
    '/remotes/account/1/mf-manifest.json',
    '/remotes/account/1/remoteEntry.js',
    '/remotes/account/1/login.js',
  ]);

  document.head.innerHTML = '';
  window.localStorage.setItem('token', 'abc');
  const dealer = await openPage('/login');
  expect(dealer.sent).toEqual([...REFERENCE, '/api/slider?sliderType=0']);
  expect(dealer.preloaded).toContain('/remotes/catalog/1/search.js');
});

test('the order success page (a host page) preloads the cart remote page it shows; a content page preloads no remote', async () => {
  window.localStorage.setItem('token', 'abc');
  expect((await openPage('/success?order=7')).preloaded).toContain('/remotes/cart/1/success.js');
  document.head.innerHTML = '';
  const content = await openPage('/p/about-us');
  expect(content.preloaded).toEqual([]);
  expect(content.sent).toEqual(REFERENCE);
});
