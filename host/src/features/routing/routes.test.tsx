import { answer, server, topic } from '@parts/shared-kernel/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@parts/shared-kernel';
import userEvent from '@testing-library/user-event';
import { prepareShop, referenceData, renderShop, shopSettled, signedInShop } from '../../test-support/shop-harness';
import en from '../../locales/en.json';
import pl from '../../locales/pl.json';
import { ROUTES } from './routes';

afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

/** What a dealer sees of each layout: the full header with search, the slim header, or nothing. */
async function layoutShown(): Promise<'default' | 'simple' | 'empty'> {
  const main = await screen.findByRole('main');
  await shopSettled();
  const header = screen.queryByRole('banner');
  if (!header) {
    expect(screen.queryByRole('contentinfo')).toBeNull();
    return 'empty';
  }
  expect(main).toBeInTheDocument();
  return within(header).queryByRole('search') ? 'default' : 'simple';
}

describe('guards', () => {
  test('a guest on a signed-in page is sent to /login', async () => {
    await prepareShop({ token: null });
    renderShop('/cart');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fcart'));
    await shopSettled();
  });

  test('a guest on any catalogue, account or checkout page is sent to /login, carrying the page asked for', async () => {
    for (const path of ['/level4', '/level4/product/123?hotspots=4', '/my-account/addresses', '/checkout', '/offer', '/orderdetails/7']) {
      await prepareShop({ token: null });
      const { unmount } = renderShop(path);
      expect(location()).toBe(`/login?next=${encodeURIComponent(path)}`);
      await shopSettled();
      unmount();
    }
    // home needs no return: signing in lands there anyway
    await prepareShop({ token: null });
    renderShop('/');
    expect(location()).toBe('/login');
    await shopSettled();
  });

  test('a deep link survives sign-in: the dealer lands on the page asked for, with its query', async () => {
    await prepareShop({ token: null });
    server.use(...signedInShop());
    renderShop('/my-account/order-history?status=Pending&q=ZZ');
    expect(location()).toBe('/login?next=%2Fmy-account%2Forder-history%3Fstatus%3DPending%26q%3DZZ');
    await shopSettled();
    // the login form's success: the token arrives
    act(() => emit('auth:token', 'tok'));
    await waitFor(() => expect(location()).toBe('/my-account/order-history?status=Pending&q=ZZ'));
  });

  test.each([
    '//evil.example/my-account',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/logout',
    '/login?next=/cart',
  ])('signing in from /login?next=%j goes home, never elsewhere', async (next) => {
    await prepareShop({ token: null });
    server.use(...signedInShop());
    renderShop(`/login?next=${encodeURIComponent(next)}`);
    await shopSettled();
    act(() => emit('auth:token', 'tok'));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' })).toBeInTheDocument();
    await shopSettled();
  });

  test('a signed-in dealer on a guest-only page is sent to /', async () => {
    for (const path of ['/login', '/register', '/forgot-password', '/forgot-password/confirm?email=a@b.c&token=t']) {
      await prepareShop({ token: 'tok' });
      server.use(...signedInShop());
      const { unmount } = renderShop(path);
      expect(location()).toBe('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' })).toBeInTheDocument();
      await shopSettled();
      unmount();
    }
  });

  test('content pages are public: a guest reads them without being sent away', async () => {
    await prepareShop({ token: null });
    server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>We sell parts.</p>' })));
    renderShop('/p/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(location()).toBe('/p/about-us');
  });

  test('/my-account goes to the profile and /success without an order number goes home', async () => {
    await prepareShop({ token: 'tok' });
    server.use(...signedInShop());
    const { unmount } = renderShop('/my-account');
    expect(location()).toBe('/my-account/my-profile');
    await shopSettled();
    unmount();
    renderShop('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jan Kowalski' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });
});

describe('layouts per route', () => {
  test.each([
    ['/', 'default'],
    ['/level4', 'default'],
    ['/my-account/order-history', 'default'],
    ['/cart', 'simple'],
    ['/checkout', 'simple'],
    ['/orderdetails/5', 'simple'],
    ['/offer', 'empty'],
    ['/success?order=100010', 'empty'],
    ['/logout', 'empty'],
  ])('%s renders the %s layout', async (path, layout) => {
    await prepareShop({ token: 'tok' });
    // the logout is still on its way while the layout is looked at
    server.use(
      answer('POST /api/user/logout', () => new Promise<never>(() => undefined)),
      ...signedInShop(),
    );
    renderShop(path);
    expect(await layoutShown()).toBe(layout);
  });

  test('guest-only pages use the simple layout', async () => {
    await prepareShop({ token: null });
    renderShop('/register');
    expect(await layoutShown()).toBe('simple');
  });

  test('an unknown path shows Page not found in the empty layout', async () => {
    await prepareShop({ token: null });
    renderShop('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(await layoutShown()).toBe('empty');
  });

  test('every route of SPEC section 2 (and of the extensions) is in the table once, with a layout and a guard', () => {
    const expected = [
      '/login',
      '/register',
      '/forgot-password',
      '/forgot-password/confirm',
      '/',
      '/level4',
      '/level4/category/:category',
      '/level4/product/:product',
      '/my-account',
      '/my-account/my-profile',
      '/my-account/addresses',
      '/my-account/order-history',
      '/my-account/order-history/:id',
      '/my-account/shopping-list',
      '/orderdetails/:id',
      '/logout',
      '/checkout',
      '/cart',
      '/offer',
      '/success',
      '/p/:url',
      '/404',
      '*',
      // extension search-results
      '/level4/search',
      // extension team
      '/my-account/approvals',
      '/my-account/team',
      '/my-account/audit',
      '/team/accept',
      // extension order-tracking
      '/my-account/deliveries',
      '/my-account/invoices',
    ];
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...expected].sort());
  });
});

describe('tab titles (issue 12, item 8)', () => {
  test('every route of the table has its name in both languages', () => {
    for (const route of ROUTES) {
      expect(en.titles[route.title]).toBeTruthy();
      expect(pl.titles[route.title]).toBeTruthy();
    }
  });

  test.each([
    ['en', '/cart', 'Cart · Parts Shop'],
    ['pl', '/cart', 'Koszyk · Parts Shop'],
    ['en', '/my-account/order-history', 'Order history · Parts Shop'],
    ['pl', '/my-account/addresses', 'Adresy · Parts Shop'],
    ['pl', '/', 'Strona główna · Parts Shop'],
    ['en', '/no/such/page', 'Page not found · Parts Shop'],
  ] as const)('in %s, %s is named "%s"', async (locale, path, title) => {
    await prepareShop({ token: 'tok', locale });
    server.use(...signedInShop());
    renderShop(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  test("the store's SEO title closes every tab title", async () => {
    const reference = referenceData();
    await prepareShop({
      token: null,
      locale: 'en',
      reference: { ...reference, config: { ...reference.config, seo: { ...reference.config.seo, defaultTitle: 'Nordstern Parts' } } },
    });
    renderShop('/login');
    await waitFor(() => expect(document.title).toBe('Log in · Nordstern Parts'));
  });

  test('a page that names its subject is named so in the tab, and the next page by its route again', async () => {
    await prepareShop({ token: 'tok', locale: 'en' });
    server.use(answer('GET /api/Topic/get', topic(1, 'about-us', 'About us', { Body: '<p>We sell parts.</p>' })), ...signedInShop());
    renderShop('/p/about-us');
    await waitFor(() => expect(document.title).toBe('About us · Parts Shop'));
    await userEvent.click(screen.getByRole('link', { name: /Parts Shop - home/ }));
    await waitFor(() => expect(document.title).toBe('Home · Parts Shop'));
  });
});
