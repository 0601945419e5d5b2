import { expect, test, type Page } from '../support/test';
import { catalogText, text, type Lang } from '../support/texts';
import { auth, clearCart } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';
import { startShop } from '../support/shop';
import { extensionsOff, needsExtension } from '../support/extensions';

// this file's journeys intercept requests (page.route), which a service worker's answers bypass
test.use({ serviceWorkers: 'block' });

/**
 * Issue 12, the dealer's daily loop, in both languages: texts come from the locale files, parts
 * are found by number (demo names are not asserted).
 */

const t = catalogText;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const partRow = (page: Page, sku: string) => page.getByTestId('part-row').filter({ hasText: sku });
const rowAt = (page: Page, position: number) => page.locator(`[data-testid="part-row"][data-position="${position}"]`);

async function signedIn(page: Page, lang: Lang): Promise<string> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  return signInQuickly(page);
}

/** The part-number search of /level4, as a dealer uses it. */
async function searchPart(page: Page, lang: Lang, sku: string): Promise<void> {
  await page.goto('/level4');
  await page.getByRole('textbox', { name: t(lang, 'search.partNumber') }).fill(sku);
  await page
    .getByRole('search', { name: t(lang, 'search.byPart') })
    .getByRole('button', { name: t(lang, 'search.search') })
    .click();
  await expect(page).toHaveURL(/\/level4\/product\/\d+\?/);
  await expect(page.getByTestId('board-diagram')).toBeVisible();
}

/**
 * Waits until the page stops scrolling (a smooth scroll has ended): a smooth scroll moves the page
 * in every animation frame, so the page is still once five frames in a row leave it where it was.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) settled();
          else window.requestAnimationFrame(frame);
        };
        window.requestAnimationFrame(frame);
      }),
  );
}

test("item 1 (en, 1366px): a hotspot click brings its part into view in the list beside the diagram, and a part's position brings its hotspot back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signedIn(page, 'en');
  await searchPart(page, 'en', '99110000001');
  const diagram = page.getByTestId('board-diagram');
  await expect(diagram.getByTestId('hotspot')).toHaveCount(14);
  await expect(partRow(page, '99110000001').getByTestId('part-price')).toBeVisible();
  await scrollSettled(page);

  const row12 = rowAt(page, 12);
  await diagram.getByRole('button', { name: t('en', 'diagram.position', { position: 12 }), exact: true }).click();
  await expect(row12).toHaveAttribute('aria-current', 'true');
  await expect(row12).toBeInViewport();
  await expect(page).toHaveURL(/position=12/);
  await expect(diagram).toBeInViewport(); // the drawing stays beside the list
  await scrollSettled(page);

  // and back: a part's position button brings its hotspot into view
  await rowAt(page, 13)
    .getByRole('button', { name: t('en', 'diagram.position', { position: 13 }), exact: true })
    .click();
  await expect(rowAt(page, 13)).toHaveAttribute('aria-current', 'true');
  await expect(diagram.locator('[data-testid="hotspot"][data-position="13"]').first()).toBeInViewport();
});

test('item 1 (pl, 390px): a tapped hotspot opens its part in a panel over the diagram instead of jumping to the list', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pl-PL' });
  try {
    const page = await context.newPage();
    await signedIn(page, 'pl');
    await searchPart(page, 'pl', '99110000001');
    const diagram = page.getByTestId('board-diagram');
    await expect(partRow(page, '99110000001').getByTestId('part-price')).toBeVisible();
    await scrollSettled(page);
    await diagram.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await scrollSettled(page);
    const before = await page.evaluate(() => window.scrollY);

    await diagram.locator('[data-testid="hotspot"][data-position="12"]').first().tap();
    const panel = page.getByRole('dialog', { name: t('pl', 'diagram.position', { position: 12 }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('99110000013');
    await expect(rowAt(page, 12)).toHaveAttribute('aria-current', 'true');
    await scrollSettled(page);
    // no jump: the page moved by less than a screen and the tapped hotspot stays visible above the panel
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(400);
    await expect(diagram.locator('[data-testid="hotspot"][data-position="12"]').first()).toBeInViewport();
    await expect(rowAt(page, 12)).not.toBeInViewport();
    if (!extensionsOff()) {
      // priced with the board: price, the stock per warehouse with its headers, quantity and add
      await expect(panel.getByTestId('part-price')).toHaveText(/\d,\d{2}\s*zł/);
      await expect(
        panel
          .getByRole('table', { name: t('pl', 'part.stock') })
          .getByRole('columnheader')
          .first(),
      ).toHaveText(t('pl', 'part.warehouse'));
      await expect(panel.getByRole('button', { name: `${t('pl', 'part.addToCart')} 99110000013` })).toBeVisible();
    } else {
      // SPEC's flow: 'Check Stock and Price' in the panel, then the price
      await panel.getByRole('button', { name: `${t('pl', 'part.check')} 99110000013` }).tap();
      await expect(panel.getByTestId('part-price')).toHaveText(/\d,\d{2}\s*zł/);
    }
    // every tapped control there is at least 32x32 px
    for (const control of await panel.locator('button, input').all()) {
      const box = await control.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(32);
      expect(box!.height).toBeGreaterThanOrEqual(32);
    }
    await panel.getByRole('button', { name: t('pl', 'panel.close') }).tap();
    await expect(panel).toBeHidden();
  } finally {
    await context.close();
  }
});

/** Every row shows its price and stock, 'Product temporarily unavailable.' or the not-applicable warning. */
async function expectEveryRowChecked(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(escape(t(lang, 'part.check'))) })).toHaveCount(0);
  const rows = page.getByTestId('part-row');
  const count = await rows.count();
  expect(count).toBe(14);
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    await expect(
      row
        .getByTestId('part-price')
        .or(row.getByText(t(lang, 'part.unavailable')))
        .or(row.getByText(t(lang, 'part.notApplicable'))),
    ).toBeVisible();
  }
  await expect(page.getByText(t(lang, 'board.allChecked'))).toBeVisible();
}

function stockCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/level4/ProductStock')) calls.push(pathname);
  });
  return calls;
}

test("item 2 (pl): with the batch extension the board is priced on arrival in one request (prices at once); turned off, remembered, 'Check all prices' fills every row in one request", async ({
  page,
}) => {
  needsExtension('batch-stock'); // without it, 'Check all prices' asks part by part: the next journey
  await signedIn(page, 'pl');
  const config = (await (await page.request.get('/api/config')).json()) as { extensions?: string[] };
  expect(config.extensions).toContain('batch-stock');
  const calls = stockCalls(page);
  await searchPart(page, 'pl', '99110000001');
  await expect(partRow(page, '99110000001').getByTestId('part-price')).toHaveText(/40,39\s*zł/);
  await expectEveryRowChecked(page, 'pl');
  expect(calls).toEqual(['/api/level4/ProductStock/Batch']);
  await expect(page.getByRole('button', { name: t('pl', 'board.checkAll') })).toHaveCount(0);

  // the dealer turns 'prices at once' off: remembered on the next board
  await page.getByRole('checkbox', { name: t('pl', 'board.pricesAtOnce') }).uncheck();
  calls.length = 0;
  await page.reload();
  await expect(page.getByTestId('part-row')).toHaveCount(14);
  await expect(page.getByRole('checkbox', { name: t('pl', 'board.pricesAtOnce') })).not.toBeChecked();
  await expect(rowAt(page, 3).getByRole('button', { name: `${t('pl', 'part.check')} 99110000003` })).toBeEnabled();
  await page.getByRole('button', { name: t('pl', 'board.checkAll') }).click();
  await expectEveryRowChecked(page, 'pl');
  expect(calls.filter((call) => call.endsWith('/Batch'))).toEqual(['/api/level4/ProductStock/Batch']);
  await expect(page.getByRole('button', { name: t('pl', 'board.checkAll') })).toBeDisabled();
  await page.getByRole('checkbox', { name: t('pl', 'board.pricesAtOnce') }).check();
});

test("item 2 (en): on a back end without the batch extension, 'Check all prices' asks one ProductStock per part", async ({ browser }) => {
  const shop = await startShop({ env: { SHOP_CONFIG_OVERRIDES: JSON.stringify({ extensions: [] }) } });
  const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL', viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await signedIn(page, 'en');
    const calls = stockCalls(page);
    await searchPart(page, 'en', '99110000001');
    await expect(partRow(page, '99110000001').getByTestId('part-price')).toBeVisible();
    const unchecked = await page.getByRole('button', { name: new RegExp(escape(t('en', 'part.check'))) }).count();
    expect(unchecked).toBeGreaterThan(10);
    calls.length = 0;
    await page.getByRole('button', { name: t('en', 'board.checkAll') }).click();
    await expectEveryRowChecked(page, 'en');
    expect(calls).toEqual(Array.from({ length: unchecked }, () => '/api/level4/ProductStock'));
  } finally {
    await context.close();
    await shop.stop();
  }
});

for (const [lang, width, height] of [
  ['en', 1366, 900],
  ['pl', 390, 844],
] as const) {
  test(`item 3 (${lang}, ${width}px): a VIN search on the home page opens the catalogue for the vehicle and announces it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, lang);
    await page.goto('/');
    await page.getByLabel(t(lang, 'vin.label'), { exact: true }).fill('A100001');
    await page
      .getByRole('form', { name: t(lang, 'vin.title') })
      .getByRole('button', { name: t(lang, 'vin.search') })
      .click();
    // issue 26: the vehicle's categories in view, the vehicle named above them
    await expect(page).toHaveURL(/\/level4$/);
    await expect(page.getByTestId('current-vehicle')).toContainText('WDX3333333A100001');
    await expect(page.getByTestId('category-menu-vehicle')).toBeInViewport();
    const announcement = page.locator('[role="status"]', { hasText: 'WDX3333333A100001' });
    await expect(announcement).toHaveText(new RegExp(`^${escape(t(lang, 'vehicle.chosen', { name: '' }))}.+WDX3333333A100001$`));
  });
}

for (const lang of ['pl', 'en'] as const) {
  test(`item 4 (${lang}): adding more than the stock adds what is in stock with one message, and the cart marks a line above the stock`, async ({
    page,
  }) => {
    const token = await signedIn(page, lang);
    await clearCart(page.request, token);
    await searchPart(page, lang, '99110000011');
    const row = partRow(page, '99110000011');
    await row.getByLabel(t(lang, 'part.quantity')).fill('4');
    await row.getByRole('button', { name: new RegExp(escape(t(lang, 'part.addToCart'))) }).click();
    // the API's notice in the shop's language, and no second 'added' message
    const notice = { pl: 'Na stanie tylko 3 szt.: dodano do koszyka 3.', en: 'Only 3 in stock: 3 added to the cart.' }[lang];
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByText(t(lang, 'cart.added'))).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('1'); // one line
    const cart = (await (await page.request.get('/api/Level4/Cart', { headers: auth(token) })).json()) as {
      Product: { Sku: string };
      Quantity: number;
    }[];
    expect(cart.map((line) => [line.Product.Sku, line.Quantity])).toEqual([['99110000011', 3]]);

    // the stock fell since (answered so at the network edge): the line is marked
    await page.route('**/api/Level4/Cart', async (route) => {
      const response = await route.fetch();
      const lines = (await response.json()) as { Stock?: number }[];
      await route.fulfill({ response, json: lines.map((line) => ({ ...line, Stock: 2 })) });
    });
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: '99110000011' });
    await expect(line.getByTestId('over-stock')).toHaveText(text('remote-cart-checkout', lang, 'line.overStock_other', { count: 2 }));
    await clearCart(page.request, token);
  });
}

test('item 6 (pl, 390px touch): hotspots have touch targets of at least 32 px and the help speaks of touch', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pl-PL' });
  try {
    const page = await context.newPage();
    await signedIn(page, 'pl');
    await searchPart(page, 'pl', '99110000001');
    expect(await page.evaluate(() => window.matchMedia('(pointer: coarse)').matches)).toBe(true);
    const targets = page.getByTestId('hotspot-touch-target');
    await expect(targets).toHaveCount(14);
    for (const box of await Promise.all((await targets.all()).map((target) => target.boundingBox()))) {
      expect(box?.width).toBeGreaterThanOrEqual(31.5);
      expect(box?.height).toBeGreaterThanOrEqual(31.5);
    }
    await expect(partRow(page, '99110000001').getByTestId('part-price')).toBeVisible();
    await scrollSettled(page);
    const hotspot12 = page.locator('[data-testid="hotspot"][data-position="12"]').first();
    await hotspot12.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const drawn = await hotspot12.boundingBox();
    expect(drawn!.height).toBeLessThan(32); // the drawing keeps its own small boxes
    await expect(page.getByText(t('pl', 'diagram.helpTouch'))).toBeVisible();
    await expect(page.getByText(t('pl', 'diagram.help'))).toBeHidden();
    // a tap just beside the drawn box still chooses it
    await page.touchscreen.tap(drawn!.x + drawn!.width / 2, drawn!.y + drawn!.height + 4);
    await expect(rowAt(page, 12)).toHaveAttribute('aria-current', 'true');
  } finally {
    await context.close();
  }
});

test('item 6 (en, 1366px mouse): no touch targets, the help speaks of the wheel', async ({ page }) => {
  await signedIn(page, 'en');
  await searchPart(page, 'en', '99110000001');
  await expect(page.getByTestId('hotspot-touch-target').first()).toBeHidden();
  await expect(page.getByText(t('en', 'diagram.help'))).toBeVisible();
  await expect(page.getByText(t('en', 'diagram.helpTouch'))).toBeHidden();
});

test("item 9 (en): a low category banner with its whole text, 'Valid for' without empty rows, the part-number field keeps the number", async ({
  page,
}) => {
  const token = await signedIn(page, 'en');
  // the brakes: a category with a banner about it (a category page shows only its own banners)
  const categories = (await (
    await page.request.post('/api/Level4Category/List', { headers: { ...auth(token), 'Accept-Language': 'en' }, data: { id: 0 } })
  ).json()) as { Id: number; Name: string }[];
  const brakes = categories.find((category) => category.Name === 'Brakes');
  await page.goto(`/level4/category/${brakes!.Id}`);
  const banner = page.getByTestId('banner-slider');
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(170);

  await searchPart(page, 'en', '99110000001');
  const boardId = Number(new URL(page.url()).pathname.split('/').pop());
  const board = (await (
    await page.request.post('/api/Level4Product/Board', {
      headers: auth(token),
      data: { id: boardId, vehicleSpecific: false, vehicleConditions: [] },
    })
  ).json()) as {
    BoardDetail: Record<'Model' | 'Engine' | 'Body' | 'Version', string | null>[];
  };
  const restricted = board.BoardDetail.filter((row) => row.Model || row.Engine || row.Body || row.Version).length;
  expect(board.BoardDetail.length).toBe(14);
  expect(restricted).toBeGreaterThan(0);
  const validity = page.getByTestId('board-validity');
  await validity.getByText(t('en', 'board.validity', { count: restricted })).click();
  const rows = validity.getByRole('row');
  await expect(rows).toHaveCount(restricted + 1);
  for (const cells of await Promise.all((await rows.all()).slice(1).map((row) => row.getByRole('cell').allTextContents()))) {
    expect(cells.filter((cell) => cell.trim() && cell !== '–').length).toBeGreaterThanOrEqual(3); // position, part and what it fits
  }

  await page.goBack();
  await expect(page).toHaveURL(/\/level4$/);
  await expect(page.getByRole('textbox', { name: t('en', 'search.partNumber') })).toHaveValue('99110000001');
});
