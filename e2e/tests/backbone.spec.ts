import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEALER, logInAs, signInQuickly } from '../support/dealer';
import { readJson, runRootScript, startShop, writeJson } from '../support/shop';

// this file's journeys intercept requests (page.route), which a service worker's answers bypass
test.use({ serviceWorkers: 'block' });

/** Counts React renderers (react-dom copies) that start in the page. */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __renderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__renderers = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        w.__renderers += 1;
        return w.__renderers;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

test('a dealer logs in, is greeted by name on the home page and logs out', async ({ page }) => {
  await logInAs(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEALER.firstName);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toContainText('1.9.0');

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('a signed-out visit to / lands on /login, and a signed-in visit to /login lands on /', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#login-email')).toBeVisible();

  await signInQuickly(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('the header shows the cart count sent as a cart:count event', async ({ page }) => {
  await signInQuickly(page);
  // the host's own count (from the cart) arrives first; the event below must come after it
  const cartLoaded = page.waitForResponse((response) => /\/api\/Level4\/Cart$/i.test(new URL(response.url()).pathname));
  await page.goto('/');
  await cartLoaded;
  await page.waitForFunction(
    () => (window as unknown as { __partsEvents?: { last: Record<string, unknown> } }).__partsEvents?.last['cart:count'] !== undefined,
  );
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { __partsEvents: { last: Record<string, unknown> } };
    w.__partsEvents.last['cart:count'] = 7;
    window.dispatchEvent(new CustomEvent('parts:cart:count', { detail: 7 }));
  });
  await expect(page.getByTestId('cart-count')).toHaveText('7');
});

test('the shell runs under a strict CSP: an injected inline script, inline style or script from another site is refused and reported', async ({
  page,
  cspViolations,
}) => {
  await signInQuickly(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();

  // what an attacker's markup would try, once a hole let it in
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true';
    document.body.appendChild(inline);
    const foreign = document.createElement('script');
    foreign.src = 'https://evil.example/steal.js';
    document.body.appendChild(foreign);
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.appendChild(style);
  });
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive).sort())
    .toEqual(['script-src-elem', 'script-src-elem', 'style-src-elem']);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect(page.locator('body')).toBeVisible();
  // expected here: the fixture fails every other journey on any violation
  cspViolations.length = 0;
});

test('React and react-dom are loaded once although four apps use them', async ({ page }) => {
  await countReactRenderers(page);
  await logInAs(page); // host + account
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible(); // catalog on the home page
  await page
    .getByRole('link', { name: /koszyk|cart/i })
    .first()
    .click(); // cart_checkout
  await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __renderers: number }).__renderers)).toBe(1);
  const reactCopies = await page.evaluate(() => {
    type Share = { loaded?: boolean; from?: string; useIn?: string[] };
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> } }
    ).__FEDERATION__;
    const copies: Record<string, Set<string>> = { react: new Set(), 'react-dom': new Set() };
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const name of ['react', 'react-dom'] as const) {
        for (const [version, share] of Object.entries(scopes.default?.[name] ?? {})) {
          if (share.loaded) copies[name]!.add(`${share.from}@${version}`);
        }
      }
    }
    return { react: [...copies.react!], reactDom: [...copies['react-dom']!] };
  });
  expect(reactCopies.react).toHaveLength(1);
  expect(reactCopies.reactDom).toHaveLength(1);
});

test('with one remote unreachable the shell and the other remotes keep working, and Retry recovers', async ({ page }) => {
  await signInQuickly(page);
  await page.route('**/remotes/catalog/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  const broken = page.locator('[data-remote-error="catalog"]');
  await expect(broken).toBeVisible({ timeout: 20_000 });
  const retry = broken.getByRole('button');
  await expect(retry).toBeVisible();

  // the other remotes still load
  await page
    .getByRole('link', { name: /koszyk|cart/i })
    .first()
    .click();
  await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();

  // back home the catalogue is still down; once it is back, Retry loads it
  await page.goBack();
  await expect(broken).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/catalog/**');
  await broken.getByRole('button').click();
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible({ timeout: 20_000 });
});

test.describe('staging runs one remote at another version', { tag: '@deployment' }, () => {
  test.setTimeout(240_000);

  test('with the staging manifest switched to a new catalog build, the page loads that version', async ({ page }) => {
    const shop = await startShop({
      prepare: (deployDir) => {
        runRootScript('build-remote', ['catalog', '9.9.9-staging'], deployDir);
        runRootScript('switch-remote', ['staging', 'catalog', '9.9.9-staging'], deployDir);
        const configFile = path.join(deployDir, 'config.json');
        writeJson(configFile, {
          ...readJson<Record<string, unknown>>(configFile),
          stage: 'staging',
          remotesManifest: '/remotes.staging.json',
        });
        // production is untouched
        expect(readJson<Record<string, string>>(path.join(deployDir, 'remotes.json')).catalog).toContain('/1.0.0/');
        expect(fs.existsSync(path.join(deployDir, 'remotes', 'catalog', '1.0.0', 'mf-manifest.json'))).toBe(true);
      },
    });
    try {
      await page.goto(`${shop.baseURL}/login`);
      await page.locator('#login-email').fill(DEALER.email);
      await page.locator('#login-password').fill(DEALER.password);
      await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
      await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute('data-remote-version', '9.9.9-staging');
      await expect(page.locator('footer')).toContainText('środowisko: przedprodukcyjne'); // the stage in the page's language

      // a tester can point the catalogue back at the production build for this browser only
      await page.goto(`${shop.baseURL}/?remote:catalog=/remotes/catalog/1.0.0/mf-manifest.json`);
      await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute('data-remote-version', '1.0.0');

      // but not at another origin: that override is refused and forgotten, staging's catalogue loads
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${shop.baseURL}/?remote:catalog=http://evil.localhost:9/mf-manifest.json`);
      await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute('data-remote-version', '9.9.9-staging');
      expect(requested.filter((url) => url.startsWith('http://evil.localhost'))).toEqual([]);
    } finally {
      await shop.stop();
    }
  });

  test('production refuses a per-browser remote override', async ({ page }) => {
    await signInQuickly(page);
    await page.goto('/?remote:catalog=/remotes/catalog/does-not-exist/mf-manifest.json');
    await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute('data-remote-version', '1.0.0');
  });
});
