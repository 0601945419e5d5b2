/**
 * The shop's service worker (host/service-worker/): a repeat visit is served from its cache, a
 * remote switched or rolled back is seen on the next load although the old one is cached, a
 * staging shop never shows production's remote or the reverse, a sign-out leaves no dealer's data
 * in its caches, and the shop works the same with the worker unregistered or blocked. Also: every
 * file the boot script preloads is fetched once, by a request of the mode its link announced.
 */
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEALER, logInAs, signInQuickly } from '../support/dealer';
import { readJson, runRootScript, startShop, writeJson } from '../support/shop';

/** The store's reference data, the only API answers the worker may keep (host/service-worker/routes.ts). */
const REFERENCE_PATHS = [
  '/api/config',
  '/api/Store/get',
  '/api/Language/list',
  '/api/Warehouse/list',
  '/api/Currency',
  '/api/country',
  '/api/StateProvince/list',
  '/api/Topic/list',
];

/** A front-end file of the shop's own (not a manifest, which is always asked of the network). */
function isFrontEndFile(url: URL, origin: string): boolean {
  if (url.origin !== origin || /^\/(api|backoffice|docs)(\/|$)/.test(url.pathname)) return false;
  if (/(^|\/)(mf-manifest\.json|remoteEntry\.js|config\.json|sw\.js)$/.test(url.pathname) || /^\/remotes[^/]*\.json$/.test(url.pathname))
    return false;
  return /\.(js|css)$/.test(url.pathname);
}

/** Waits until the worker controls the page and holds the shell and every script and style the page loaded. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'the page is not controlled';
          const files = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter(
              (name) =>
                name.startsWith(location.origin + '/') && /\.(js|css)$/.test(new URL(name).pathname) && !/(remoteEntry|sw)\.js$/.test(name),
            );
          const missing: string[] = [];
          for (const file of [...files, '/index.html']) if (!(await caches.match(file))) missing.push(file);
          return missing.length ? `not cached: ${missing.join(' ')}` : 'ready';
        }),
      { timeout: 30_000 },
    )
    .toBe('ready');
}

/** Every API answer the worker's caches hold, by path, and whether any holds `text`. */
async function cachedApi(page: Page, text: string): Promise<{ paths: string[]; holding: string[] }> {
  return page.evaluate(async (needle) => {
    const paths: string[] = [];
    const holding: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
        const body = await (await cache.match(request))?.text();
        if (body?.includes(needle)) holding.push(url.pathname);
      }
    }
    return { paths, holding };
  }, text);
}

test('a repeat visit is served by the worker: the shell and the code come from its cache with the network for them cut', async ({
  page,
  context,
}) => {
  await signInQuickly(page);
  await page.goto('/');
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
  await workerReady(page);

  const origin = new URL(page.url()).origin;
  // the network for the shop's own files is cut: only the worker can answer them
  await context.route(
    (url) => isFrontEndFile(url, origin) || (url.origin === origin && url.pathname === '/'),
    (route) => route.abort('internetdisconnected'),
  );
  const responses: { url: URL; fromWorker: boolean }[] = [];
  page.on('response', (response) => responses.push({ url: new URL(response.url()), fromWorker: response.fromServiceWorker() }));
  const cartAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/Level4/Cart');
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
  await expect(page.locator('header')).toBeVisible();
  await cartAnswered;

  const files = responses.filter((r) => isFrontEndFile(r.url, origin));
  expect(files.length).toBeGreaterThan(3);
  expect(files.filter((r) => !r.fromWorker).map((r) => r.url.pathname)).toEqual([]);
  // the store's reference data comes from the cache too; the dealer's cart never does
  expect(responses.find((r) => r.url.pathname === '/api/config')?.fromWorker).toBe(true);
  const cart = responses.filter((r) => r.url.pathname === '/api/Level4/Cart');
  expect(cart.length).toBeGreaterThan(0);
  expect(cart.every((r) => !r.fromWorker)).toBe(true);

  // no dealer's answer is ever kept, and a sign-out leaves nothing of the dealer in the caches
  const before = await cachedApi(page, DEALER.email);
  expect(before.paths.filter((p) => !REFERENCE_PATHS.includes(p))).toEqual([]);
  await context.unrouteAll();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  const after = await cachedApi(page, DEALER.email);
  expect(after.paths.filter((p) => !REFERENCE_PATHS.includes(p))).toEqual([]);
  expect(after.holding).toEqual([]);
  expect((await cachedApi(page, DEALER.lastName)).holding).toEqual([]);
});

test('with the worker unregistered and its caches gone, the shop loads from the network and registers it again', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/');
  await workerReady(page);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(false);
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
  await workerReady(page);
  await page
    .getByRole('link', { name: /koszyk|cart/i })
    .first()
    .click();
  await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();
  await workerReady(page);
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the shop works the same: sign-in, the catalogue, the cart', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await logInAs(page);
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
    await page
      .getByRole('link', { name: /koszyk|cart/i })
      .first()
      .click();
    await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(errors).toEqual([]);
  });
});

/** The boot script's preload links of a cold load and every request of the page, with its mode and destination. */
async function coldLoad(page: Page, url: string, ready: string) {
  const requests: { url: string; mode: string; dest: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('request', (request) => {
    pending.push(
      request.allHeaders().then((headers) => {
        requests.push({ url: request.url(), mode: headers['sec-fetch-mode'] ?? '', dest: headers['sec-fetch-dest'] ?? '' });
      }),
    );
  });
  await page.goto(url);
  await expect(page.locator(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
      href: link.href,
      as: link.as,
      crossOrigin: link.crossOrigin,
    })),
  );
  return { requests, links };
}

test.describe('preloads', () => {
  // the worker would answer some requests itself: the page's own requests are what is checked
  test.use({ serviceWorkers: 'block' });

  for (const [name, url, ready, signedIn] of [
    ['the home page', '/', '[data-remote="catalog"]', true],
    ['the login page', '/login', '#login-email', false],
  ] as const) {
    test(`${name}: every preloaded file is fetched once, by a request of the mode and destination its link announced`, async ({ page }) => {
      if (signedIn) await signInQuickly(page);
      const { requests, links } = await coldLoad(page, url, ready);
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) {
        const fetched = requests.filter((r) => r.url === link.href);
        expect(fetched.length, `${link.href} fetched ${fetched.length} times`).toBe(1);
        // a link with crossorigin preloads a CORS request, one without a no-cors one: the real request must be the same
        expect(fetched[0]!.mode, `${link.href}: link crossorigin=${link.crossOrigin ?? '(none)'}`).toBe(
          link.crossOrigin === null ? 'no-cors' : 'cors',
        );
        expect(fetched[0]!.dest, link.href).toBe(link.as === 'fetch' ? 'empty' : link.as);
      }
    });
  }
});

test.describe('remote versions with the worker active', { tag: '@deployment' }, () => {
  test.setTimeout(600_000);

  test('a switch and a rollback are seen on the next load, and a staging shop never shows production’s remote or the reverse', async ({
    page,
  }) => {
    const shop = await startShop({ prepare: (deployDir) => runRootScript('build-remote', ['catalog', '9.9.9-sw'], deployDir) });
    const catalog = page.locator('[data-remote="catalog"]').first();
    const reload = async () => {
      const shell = await page.reload();
      expect(shell?.fromServiceWorker()).toBe(true);
    };
    const setStage = (stage: 'production' | 'staging') => {
      const configFile = path.join(shop.deployDir, 'config.json');
      writeJson(configFile, {
        ...readJson<Record<string, unknown>>(configFile),
        stage,
        remotesManifest: stage === 'staging' ? '/remotes.staging.json' : '/remotes.json',
      });
    };
    try {
      const login = await page.request.post(`${shop.baseURL}/api/user/login`, {
        data: { email: DEALER.email, password: Buffer.from(DEALER.password, 'utf8').toString('base64') },
      });
      const token = await login.text();
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto(`${shop.baseURL}/`);
      await expect(catalog).toHaveAttribute('data-remote-version', '1.0.0');
      await workerReady(page);

      // staging moves on: production, cached by the worker, stays where it is
      runRootScript('switch-remote', ['staging', 'catalog', '9.9.9-sw'], shop.deployDir);
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '1.0.0');

      // production switched: the next load runs the new version
      runRootScript('switch-remote', ['production', 'catalog', '9.9.9-sw'], shop.deployDir);
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '9.9.9-sw');

      // and rolled back: the next load runs the previous one again
      runRootScript('rollback-remote', ['production', 'catalog'], shop.deployDir);
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '1.0.0');

      // the same shop made a staging one: staging's catalogue, although production's is cached
      setStage('staging');
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '9.9.9-sw');
      // staging rolled back, the shop production again: each sees its own
      runRootScript('rollback-remote', ['staging', 'catalog'], shop.deployDir);
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '1.0.0');
      runRootScript('switch-remote', ['staging', 'catalog', '9.9.9-sw'], shop.deployDir);
      setStage('production');
      await reload();
      await expect(catalog).toHaveAttribute('data-remote-version', '1.0.0');
    } finally {
      await shop.stop();
    }
  });
});
