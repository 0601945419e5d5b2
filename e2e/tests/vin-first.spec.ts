import { expect, test, type Page } from '../support/test';
import { catalogText, type Lang } from '../support/texts';
import { signInQuickly } from '../support/dealer';

/**
 * Issue 26, items 3 (VIN first: home, VIN search, vehicle filter) and 5 (category pages), as a
 * dealer at the counter meets them, in Polish and English, at 1366 px and on a 390 px phone. Texts
 * come from the catalogue's locale files; the demo vehicle is WDX3333333A100001 (Series 200 S 220).
 */

const t = catalogText;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo names the journeys click, as the demo data has them in each language. */
const DEMO = {
  en: {
    engine: 'Engine',
    lubrication: 'Lubrication',
    brakes: 'Brakes',
    brakeBanner: 'Pads and discs',
    series: 'Series 200',
    estate: 'Estate',
    catalog: 'Nordstern passenger cars',
  },
  pl: {
    engine: 'Silnik',
    lubrication: 'Smarowanie',
    brakes: 'Hamulce',
    brakeBanner: 'Klocki i tarcze',
    series: 'Seria 200',
    estate: 'Kombi',
    catalog: 'Nordstern samochody osobowe',
  },
} as const;

async function signedIn(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  await signInQuickly(page);
}

const vinField = (page: Page, lang: Lang) => page.getByLabel(t(lang, 'vin.label'), { exact: true });
const vinForm = (page: Page, lang: Lang) => page.getByRole('form', { name: t(lang, 'vin.title') });

/** The bottom of an element, in the first screen (at the top of the page, without scrolling). */
async function bottomOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
}

for (const [lang, width, height] of [
  ['pl', 1366, 768],
  ['en', 1366, 768],
  ['pl', 390, 844],
  ['en', 390, 844],
] as const) {
  test(`item 3 (${lang}, ${width}x${height}): the VIN and the part number are in the first screen, the slider below them; a VIN not found stays, a VIN found opens the catalogue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, lang);
    await page.goto('/');
    await expect(vinField(page, lang)).toBeVisible();
    await expect(page.locator('#catalog-part-number')).toBeVisible();
    expect(await bottomOf(page, '#catalog-vin')).toBeLessThanOrEqual(height);
    expect(await bottomOf(page, '#catalog-part-number')).toBeLessThanOrEqual(height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // the slider (auto-rotating) is below the search, never above it
    const slider = page.getByTestId('banner-slider');
    await expect(slider).toBeVisible();
    const sliderTop = (await slider.boundingBox())?.y ?? 0;
    expect(sliderTop).toBeGreaterThan((await page.locator('#catalog-part-number').boundingBox())?.y ?? Infinity);

    // one typo: the VIN stays as typed, with the error beside it, in the first screen
    await vinField(page, lang).fill('WDX3333333A100009');
    await vinForm(page, lang)
      .getByRole('button', { name: t(lang, 'vin.search') })
      .click();
    const error = vinForm(page, lang).getByRole('alert');
    await expect(error).toHaveText(t(lang, 'vin.vinNotFound'));
    await expect(vinField(page, lang)).toHaveValue('WDX3333333A100009');
    await expect(vinField(page, lang)).toBeFocused();
    await expect(error).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);

    // corrected: the catalogue for the vehicle, its categories on screen, in one step
    await vinField(page, lang).press('End');
    await vinField(page, lang).press('Backspace');
    await vinField(page, lang).press('1');
    await vinField(page, lang).press('Enter');
    await expect(page).toHaveURL(/\/level4$/);
    const categories = page.getByTestId('level4-categories');
    await expect(categories.getByRole('navigation', { name: t(lang, 'categories.title') })).toBeVisible();
    await expect(categories).toBeFocused();
    await expect(categories.getByRole('button', { name: DEMO[lang].engine })).toBeInViewport();
    await expect(categories.getByTestId('category-menu-vehicle')).toContainText('A100001');
    const announcement = page.locator('[role="status"]', { hasText: 'WDX3333333A100001' });
    await expect(announcement).toHaveText(new RegExp(`^${escape(t(lang, 'vehicle.chosen'))}.+WDX3333333A100001$`));
    await expect(page.getByTestId('current-vehicle')).toContainText('WDX3333333A100001');
    await expect(vinField(page, lang)).toHaveValue('WDX3333333A100001');
  });
}

for (const [lang, width, height] of [
  ['pl', 1366, 900],
  ['en', 390, 844],
] as const) {
  test(`item 3 (${lang}, ${width}px): the vehicle filter chooses single options for the dealer, shows whole names, and Search opens the catalogue`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, lang);
    await page.goto('/');
    await page.getByRole('button', { name: t(lang, 'filter.open') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'filter.title') });
    const select = (level: string) => dialog.getByRole('combobox', { name: t(lang, `filter.${level}`), exact: true });

    // the catalog has one option: chosen for the dealer (and the engine, the steering below)
    await expect(select('catalog')).toHaveValue('NS-PKW');
    await expect(select('catalog').locator('option:checked')).toHaveText(DEMO[lang].catalog);
    await select('type').selectOption({ index: 1 });
    await select('serie').selectOption({ label: DEMO[lang].series });
    await select('body').selectOption({ label: DEMO[lang].estate });
    await select('model').selectOption({ index: 1 });
    // one engine for this model: chosen; then one steering for the version: chosen
    await expect(select('engine')).not.toHaveValue('');
    await select('version').selectOption({ index: 1 });
    await expect(select('steering')).not.toHaveValue('');
    await select('transmission').selectOption({ index: 1 });
    await select('year').selectOption({ index: 1 });
    await select('month').selectOption({ index: 1 });

    // every value readable whole: its text fits the select's box
    const cut = await dialog.locator('select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((element) => {
        const text = element.selectedOptions[0]?.text ?? '';
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return [];
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(text).width > room ? [text] : [];
      }),
    );
    expect(cut).toEqual([]);

    await dialog.getByRole('button', { name: t(lang, 'filter.search') }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/level4$/);
    await expect(page.getByTestId('current-vehicle')).toBeVisible();
    await expect(page.getByTestId('level4-categories').getByRole('button', { name: DEMO[lang].engine })).toBeInViewport();
  });
}

for (const [lang, width, height] of [
  ['pl', 1366, 900],
  ['en', 390, 844],
] as const) {
  test(`item 5 (${lang}, ${width}px): 'all boards' of a sub-category lists its boards; a category's banner is its own and whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, lang);
    await page.goto('/level4');
    const menu = page.getByRole('navigation', { name: t(lang, 'categories.title') });
    await menu.getByRole('button', { name: DEMO[lang].engine }).click();
    await menu.getByRole('button', { name: DEMO[lang].lubrication }).click();
    await menu.getByRole('link', { name: t(lang, 'categories.allBoards', { name: DEMO[lang].lubrication }) }).click();

    await expect(page.getByRole('heading', { level: 1, name: DEMO[lang].lubrication })).toBeVisible();
    const boards = page.getByRole('region', { name: t(lang, 'category.boards') }).getByRole('link');
    await expect(boards.first()).toBeVisible();
    expect(await boards.count()).toBeGreaterThan(2); // oil filter, oil pump and oil pan boards
    await expect(page.getByText(t(lang, 'category.empty'))).toHaveCount(0);
    // the brake banner is not the lubrication's
    await expect(page.getByTestId('banner-slider')).toHaveCount(0);

    // the brakes: their own banner, the picture whole in its box (its headline not cut off)
    await page.goto('/level4');
    await menu.getByRole('button', { name: DEMO[lang].brakes }).click();
    await menu.getByRole('link', { name: t(lang, 'categories.allBoards', { name: DEMO[lang].brakes }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO[lang].brakes })).toBeVisible();
    const banner = page.getByTestId('banner-slider');
    await expect(banner).toContainText(DEMO[lang].brakeBanner);
    const picture = banner.locator('img').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fit = await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const style = getComputedStyle(img);
      const natural = img.naturalWidth / img.naturalHeight;
      // the picture as drawn: scaled into its box ('contain') or cut to fill it ('cover')
      const drawn = style.objectFit === 'contain' ? Math.min(box.width / natural, box.height) : box.width / natural;
      return { objectFit: style.objectFit, cropped: drawn > box.height + 1 };
    });
    expect(fit).toEqual({ objectFit: 'contain', cropped: false });
    const boardsBox = await page.getByRole('region', { name: t(lang, 'category.boards') }).boundingBox();
    if (width > 900) expect(boardsBox?.y ?? Infinity).toBeLessThan(height); // the boards start in the first screen
  });
}
