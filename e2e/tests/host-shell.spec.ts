/**
 * The host shell as a dealer meets it: the loading screen, the home page, content pages, the
 * 404 page, the session's end on a bad token, the language of every app, and the header badges.
 */
import { expect, test, type Page } from '../support/test';
import { DEALER, signInQuickly } from '../support/dealer';

// this file's journeys intercept requests (page.route), which a service worker's answers bypass
test.use({ serviceWorkers: 'block' });

async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

/** A marker on window: still there later means the page was never reloaded. */
async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('a signed-in dealer sees the loading screen, then home with slider, catalogue search and branch cards', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page);
  // hold one reference call back, so the loading screen can be seen for sure
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Warehouse/list', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading Application...' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome, ${DEALER.firstName}`);
  await expect(page).toHaveTitle('Home · Parts Shop'); // the page's name, then the store's SEO title
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('1.9.0');

  const slider = page.getByTestId('banner-slider');
  await expect(slider).toBeVisible();
  await expect(slider.locator('img').first()).toBeVisible();
  // the carousel's code comes when the dealer reaches for it (or the first slide change is due)
  // ...and takes over the very same box
  const size = async () => {
    const box = await slider.boundingBox();
    return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
  };
  const before = await size();
  await slider.hover();
  await expect(slider.locator('.swiper-slide').first()).toBeAttached();
  expect(await size()).toEqual(before);

  const search = page.getByRole('region', { name: 'Catalog search' });
  await expect(search.locator('[data-remote="catalog"]')).toBeVisible();
  await expect(search.getByRole('heading', { name: 'Find a part' })).toBeVisible();

  const cards = page.getByTestId('warehouse-card');
  await expect(cards).toHaveCount(4); // the branch offices; the central warehouse is not one
  await expect(cards.filter({ hasText: 'Kraków' }).getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('src', /\/backoffice\/images\//);
    await expect(card.getByRole('link', { name: /^Visit website: / })).toHaveAttribute('href', /^https?:\/\//);
  }
});

test('a signed-out visitor reads /p/about-us in the default layout', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/p/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page).toHaveURL(/\/p\/about-us$/);
  await expect(page.getByRole('main')).toContainText('Nordstern');
  await expect(page.getByRole('main').locator('script')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');

  // from the footer to another content page, still signed out
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Privacy/ })
    .click();
  await expect(page).toHaveURL(/\/p\/privacy-notice$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test("an unknown path shows 'Page not found'; 'Back' and 'Return to home' both work", async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page);
  await page.goto('/p/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // empty layout

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/p\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome, ${DEALER.firstName}`);
});

test('a tampered token leads to /login on the next call', async ({ page }) => {
  await inEnglish(page);
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('tampered')) {
      window.sessionStorage.setItem('tampered', '1');
      window.localStorage.setItem('token', 'not-a-real-token');
    }
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#login-email')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('switching to English and back changes header, footer and the catalogue search without a reload', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const catalogSearch = page.getByRole('region', { name: 'Wyszukiwanie w katalogu' }).locator('[data-remote="catalog"]');
  await expect(catalogSearch.getByRole('heading', { name: 'Znajdź część' })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Koszyk/ })).toBeVisible();
  await expect(footer).toContainText('Wszelkie prawa zastrzeżone');
  await markPage(page);

  await header.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await expect(header.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(header.getByRole('search', { name: 'Search by part number' })).toBeVisible();
  await expect(footer).toContainText('All rights reserved');
  await expect(page.getByRole('region', { name: 'Catalog search' }).getByRole('heading', { name: 'Find a part' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');

  await header.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Polski' }).click();
  await expect(header.getByRole('link', { name: /^Koszyk/ })).toBeVisible();
  await expect(footer).toContainText('Wszelkie prawa zastrzeżone');
  await expect(catalogSearch.getByRole('heading', { name: 'Znajdź część' })).toBeVisible();
  await expectSamePage(page);

  // remembered for the next visit
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
});

test('the header badges follow cart and list changes made in a remote, without a reload', async ({ page }) => {
  await inEnglish(page);
  const token = await signInQuickly(page);
  const auth = { Authorization: `Bearer ${token}` };
  // this journey makes its own state: an empty cart and a list of its own (removed at the end)
  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth })).ok()).toBeTruthy();
  const listName = `Host badges ${Date.now()}`;
  const created = await page.request.post('/api/ShoppingList', {
    headers: auth,
    data: {
      Name: listName,
      Items: [
        { Sku: '99110000001', Quantity: 1 },
        { Sku: '99340000001', Quantity: 2 },
      ],
    },
  });
  expect(created.ok()).toBeTruthy();

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByTestId('cart-count')).toHaveText('0');
  // the journey made a list, so the count is at least 1 once the host has loaded it
  await expect(header.getByTestId('shopping-list-count')).not.toHaveText('0');
  const listsBefore = Number(await header.getByTestId('shopping-list-count').textContent());
  expect(listsBefore).toBeGreaterThanOrEqual(1);
  await markPage(page);

  // remote-account: the list goes into the cart, then the cart opens
  await header.getByRole('link', { name: /^Shopping lists: \d+$/ }).click();
  const panel = page.getByTestId('shopping-list').filter({ hasText: listName });
  const openPanel = async () => {
    const toggle = panel.getByRole('button', { name: new RegExp(listName) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  };
  await openPanel();
  await panel.getByRole('button', { name: 'Move to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await expect(header.getByTestId('cart-count')).toHaveText('2');

  // remote-account: the list is removed, the list badge counts one less
  await header.getByRole('link', { name: /^Shopping lists: \d+$/ }).click();
  await openPanel();
  await panel.getByRole('button', { name: 'Remove List' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove list' }).click();
  await expect(header.getByTestId('shopping-list-count')).toHaveText(String(listsBefore - 1));
  await expectSamePage(page);

  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth })).ok()).toBeTruthy();
});

test('the header hides on scroll down with a 300 ms animation and returns on scroll up', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page);
  await page.setViewportSize({ width: 1366, height: 600 });
  await page.goto('/');
  await expect(page.getByTestId('warehouse-card').first()).toBeVisible();
  const header = page.getByRole('banner');
  // hiding (transform) and compacting (clip-path) both take 300 ms
  expect((await header.evaluate((el) => getComputedStyle(el).transitionDuration)).split(', ')).toEqual(['0.3s', '0.3s']);
  await expect(header).toHaveAttribute('data-hidden', 'false');

  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 500);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header.getByRole('link', { name: /^Cart/ })).toBeInViewport();
});

test('on a 360 px phone the shell fits: no sideways scrolling, badges, search and menu at hand', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('warehouse-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('link', { name: /^Cart: \d+ items$/ }),
    header.getByRole('link', { name: /^Shopping lists: \d+$/ }),
    header.getByRole('link', { name: 'My account' }),
    header.getByRole('searchbox', { name: 'Part number' }),
    header.getByRole('button', { name: /Actions/ }),
    header.getByRole('button', { name: 'Open menu' }),
  ]) {
    await expect(control).toBeInViewport();
  }

  // the search works from the keyboard: part number, Enter, the product route by part number
  await header.getByRole('searchbox', { name: 'Part number' }).fill('99110000001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/level4\/product\/99110000001\?by=sku&vehicleSpecific=true$/);
});
