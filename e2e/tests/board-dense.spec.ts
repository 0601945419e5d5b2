import { expect, test, type Page } from '../support/test';
import { catalogText, type Lang } from '../support/texts';
import { signInQuickly } from '../support/dealer';
import { extensionOn, extensionsOff } from '../support/extensions';

/**
 * Issue 26, items 1, 4 and 6: the board a parts professional prefers to the manufacturer's EPC.
 * One dense line per part priced with the board, the diagram large beside the list (each
 * scrolling on its own), fitment said precisely, phone controls of at least 32x32 px with
 * labelled figures. Both languages, 1366x900 and 390x844; the project `no-extensions` runs the
 * 1366 px board (tagged @spec-api) on a back end without the extensions (SPEC's 'Check Stock and
 * Price' flow).
 */

const t = catalogText;

async function signedIn(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  await signInQuickly(page);
}

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

/** Every line priced: at once with the batch extension, else by SPEC's buttons ('Check all prices' asks each part). */
async function priceTheBoard(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByTestId('part-row')).toHaveCount(14);
  if (!extensionOn('batch-stock')) await page.getByRole('button', { name: t(lang, 'board.checkAll') }).click();
  await expect(page.getByText(t(lang, 'board.allChecked'))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(t(lang, 'part.check')) })).toHaveCount(0);
}

test(
  '1366x900, pl: the priced 14-part board is one dense line per part, beside a large diagram, and fits in two screens',
  { tag: '@spec-api' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signedIn(page, 'pl');
    await searchPart(page, 'pl', '99110000001');
    if (extensionOn('batch-stock')) {
      // priced with the board, no click
      await expect(page.getByRole('checkbox', { name: t('pl', 'board.pricesAtOnce') })).toBeChecked();
    } else {
      // SPEC's flow: each line offers 'Check Stock and Price', and no 'prices at once'
      await expect(page.getByRole('checkbox', { name: t('pl', 'board.pricesAtOnce') })).toHaveCount(0);
      await expect(
        page
          .getByTestId('part-row')
          .nth(2)
          .getByRole('button', { name: new RegExp(`^${t('pl', 'part.check')}`) }),
      ).toBeEnabled();
    }
    await priceTheBoard(page, 'pl');

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'page height', description: `${height} px` });
    expect(height).toBeLessThanOrEqual(2 * 900);
    // one line a part: price, stock with where it is, quantity and add on the same line
    for (const row of await page.getByTestId('part-row').all()) {
      const box = await row.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(80);
    }
    const first = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await expect(first.getByTestId('part-price')).toHaveText(/40,39\s*zł/);
    await expect(first.getByTestId('stock-state')).toHaveText(
      extensionOn('delivery-estimate') ? t('pl', 'stock.branch') : t('pl', 'stock.inStock'),
    );
    await expect(first.getByRole('table', { name: t('pl', 'part.stock') })).toHaveCount(0); // per warehouse on demand only
    await first.getByRole('button', { name: t('pl', 'board.detailsOf', { sku: '99110000001' }) }).click();
    await expect(first.getByRole('table', { name: t('pl', 'part.stock') }).getByRole('columnheader')).toHaveText(
      extensionOn('delivery-estimate')
        ? [t('pl', 'part.warehouse'), t('pl', 'part.inStock'), t('pl', 'part.delivery')]
        : [t('pl', 'part.warehouse'), t('pl', 'part.inStock')],
    );

    // the EPC layout: diagram and list side by side, the diagram the larger, the list scrolling on its own
    const diagram = (await page.getByTestId('board-diagram').boundingBox())!;
    const list = page.getByTestId('parts-column');
    const listBox = (await list.boundingBox())!;
    expect(diagram.x + diagram.width).toBeLessThanOrEqual(listBox.x);
    expect(diagram.width).toBeGreaterThanOrEqual(560);
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    expect(listBox.height).toBeLessThanOrEqual(900);
  },
);

test('390x844, en: each line labelled, details with headers, every tapped control at least 32x32 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await signedIn(page, 'en');
    await searchPart(page, 'en', '99110000001');
    await priceTheBoard(page, 'en');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: 'page height', description: `${height} px` });

    const row = page.getByTestId('part-row').filter({ hasText: '99110000003' });
    await expect(row).toContainText(t('en', 'board.price'));
    await expect(row.getByTestId('stock-figure')).toContainText(/\d+ pcs/);
    const toggle = row.getByRole('button', { name: t('en', 'board.detailsOf', { sku: '99110000003' }) });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stock = row.getByRole('table', { name: t('en', 'part.stock') });
    await expect(stock.getByRole('columnheader').first()).toBeVisible();
    await expect(stock.getByRole('cell').first()).toHaveText(/^\d+ pcs$/); // never a bare number

    const controls = [
      ...(await page
        .getByRole('toolbar', { name: t('en', 'diagram.tools') })
        .getByRole('button')
        .all()),
      ...(await row.getByRole('button').all()),
      row.getByLabel(t('en', 'part.quantity')),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box!.width, await control.evaluate((element) => element.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(32);
      expect(box!.height).toBeGreaterThanOrEqual(32);
    }
    for (const target of await page.getByTestId('hotspot-touch-target').all()) {
      const box = await target.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(31.5);
      expect(box!.height).toBeGreaterThanOrEqual(31.5);
    }
  } finally {
    await context.close();
  }
});

for (const [lang, width, height] of [
  ['pl', 1366, 900],
  ['en', 390, 844],
] as const) {
  test(`fitment said precisely (${lang}, ${width}px): the blocking equipment named, its position dimmed, hotspot tooltips, 'Valid for' explained`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, lang);
    // the vehicle A100001 (S 220) has no high-performance brake (BRK)
    await page.goto('/level4');
    await page.getByLabel(t(lang, 'vin.label'), { exact: true }).fill('A100001');
    await page
      .getByRole('form', { name: t(lang, 'vin.title') })
      .getByRole('button', { name: t(lang, 'vin.search') })
      .click();
    await expect(page.getByTestId('current-vehicle')).toContainText('WDX3333333A100001');
    await searchPart(page, lang, '99340000005');

    const row = page.getByTestId('part-row').filter({ hasText: '99340000005' });
    await expect(row.getByTestId('fit-note')).toContainText(t(lang, 'part.notApplicable'));
    if (extensionOn('fitment')) {
      const meaning = { pl: /hamulc/i, en: /brake/i }[lang];
      await expect(row.getByTestId('fit-reason')).toContainText('BRK');
      await expect(row.getByTestId('fit-reason')).toContainText(meaning);
    } else {
      await expect(row.getByTestId('fit-reason')).toHaveCount(0); // a plain back end does not say which equipment
    }
    await expect(row.getByRole('button', { name: new RegExp(t(lang, 'part.addToCart')) })).toHaveCount(0);

    const diagram = page.getByTestId('board-diagram');
    const position = await row.getAttribute('data-position');
    await expect(diagram.locator(`[data-testid="hotspot"][data-position="${position}"]`).first()).toHaveAttribute('data-fits', 'false');
    await expect(diagram.locator('[data-testid="hotspot"][data-fits="false"]')).not.toHaveCount(0);

    // a hotspot names its part on focus (and on hover with a mouse)
    const other = page.getByTestId('part-row').first();
    const otherSku =
      (await other
        .locator('span')
        .filter({ hasText: /^\d{11}$/ })
        .first()
        .textContent()) ?? '';
    const otherPosition = await other.getAttribute('data-position');
    await diagram.locator(`[data-testid="hotspot"][data-position="${otherPosition}"]`).first().focus();
    await expect(page.getByRole('tooltip')).toContainText(otherSku);
    if (width > 960) {
      await diagram.locator(`[data-testid="hotspot"][data-position="${position}"]`).first().hover();
      await expect(page.getByRole('tooltip')).toContainText('99340000005');
      await expect(page.getByRole('tooltip')).toContainText(t(lang, 'fit.notForVehicle'));
    }

    // 'Valid for' says what it means
    const validity = page.getByTestId('board-validity');
    if (await validity.count()) {
      await validity.locator('summary').click();
      await expect(validity.getByText(t(lang, 'board.validityHelp'))).toBeVisible();
    }
    expect(extensionsOff() || extensionOn('fitment')).toBe(true);
  });
}
