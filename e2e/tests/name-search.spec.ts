import { expect, test, type Page } from '../support/test';
import { signInQuickly } from '../support/dealer';
import { extensionOn, needsExtension } from '../support/extensions';

/**
 * Search by part name (issue 16, item 2, extension 'name-search'), in Polish as the dealer's
 * browser asks; words in any form, the board of each part and the numbers not found (issue 26,
 * item 2, extension 'search-hints'), in Polish and English.
 */

async function signedIn(page: Page, lang: 'pl' | 'en'): Promise<string> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  return signInQuickly(page);
}

test.describe('with the extension name-search', () => {
  needsExtension('name-search');

  test('typing a part name without Polish letters, arrow down and Enter open its board with the part highlighted', async ({ page }) => {
    await signInQuickly(page);
    await page.goto('/level4');
    const field = page.getByRole('combobox', { name: 'Szukaj po nazwie' });
    await field.fill('wklad filtra oleju');

    const options = page.getByRole('listbox', { name: 'Części znalezione po nazwie' }).getByRole('option');
    await expect(options.first()).toContainText('Wkład filtra oleju');
    await expect(options.first()).toContainText('99110000001');
    await field.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');

    await expect(page).toHaveURL(/\/level4\/product\/\d+\?.*position=1/);
    const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await expect(row).toHaveAttribute('aria-current', 'true');
    // the diagram has its hotspots, the part's one pressed
    const diagram = page.getByTestId('board-diagram');
    await expect(diagram.getByTestId('hotspot')).toHaveCount(14);
    await expect(diagram.getByRole('button', { name: 'Pozycja 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Escape closes the list; an English name is found from the Polish page', async ({ page }) => {
    await signInQuickly(page);
    await page.goto('/level4');
    const field = page.getByRole('combobox', { name: 'Szukaj po nazwie' });
    await field.fill('oil filter element');
    const list = page.getByRole('listbox', { name: 'Części znalezione po nazwie' });
    await expect(list.getByRole('option').first()).toContainText('Wkład filtra oleju');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(page).toHaveURL(/\/level4$/);
  });
});

test.describe('words in any form (issue 26)', () => {
  needsExtension('name-search');

  test('pl: plural and inflected words find the parts, main parts first, each with its board and position', async ({ page }) => {
    await signedIn(page, 'pl');
    await page.goto('/level4');
    const field = page.getByRole('combobox', { name: 'Szukaj po nazwie' });
    const options = page.getByRole('listbox', { name: 'Części znalezione po nazwie' }).getByRole('option');

    await field.fill('klocki');
    await expect(options.filter({ hasText: 'Komplet klocków hamulcowych, oś przednia' }).first()).toBeVisible();
    await expect(options.first()).toContainText('Klocek hamulcowy');

    await field.fill('filtry oleju');
    await expect(options.first()).toContainText('Filtr oleju');
    await expect(options.filter({ hasText: 'Wkład filtra oleju' }).first()).toBeVisible();

    // 'filtr': the filters before the sub-parts of the fuel filter
    await field.fill('filtr');
    await expect(options.nth(0)).toContainText('Filtr oleju');
    await expect(options.nth(1)).toContainText('Filtr paliwa');
    await expect(options.nth(1)).not.toContainText('Filtr paliwa,');

    await field.fill('tarcze');
    const disc = options.filter({ hasText: 'Tarcza hamulcowa' }).first();
    await expect(disc).toBeVisible();
    if (extensionOn('search-hints')) await expect(disc).toContainText(/poz\. 1/);
    else await expect(disc).not.toContainText('poz.');

    // typed over before the answer: the list follows the last text
    await field.fill('uszczelk');
    await field.fill('uszczelki');
    await expect(options.first()).toContainText('Uszczelka chłodnicy oleju');
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/level4\/product\/\d+\?.*position=/);
    await expect(page.getByTestId('part-row').filter({ hasText: 'Uszczelka chłodnicy oleju' }).first()).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('en: "brake pads" and "filters" find the brake pad set and the filters', async ({ page }) => {
    await signedIn(page, 'en');
    await page.goto('/level4');
    const field = page.getByRole('combobox', { name: 'Search by name' });
    const options = page.getByRole('listbox', { name: 'Parts found by name' }).getByRole('option');
    await field.fill('brake pads');
    await expect(options.first()).toContainText('Brake pad');
    await expect(options.filter({ hasText: 'Brake pad set, front axle' }).first()).toBeVisible();
    await field.fill('filters');
    await expect(options.filter({ hasText: 'Oil filter' }).first()).toBeVisible();
    await expect(options.filter({ hasText: 'Fuel filter' }).first()).toBeVisible();
    if (extensionOn('search-hints')) await expect(options.first()).toContainText(/pos\. \d+/);
  });
});

test.describe('a part number not found (issue 26)', () => {
  test('pl: offers the nearest numbers and a search by name, and the header keeps the number', { tag: '@spec-api' }, async ({ page }) => {
    await signedIn(page, 'pl');
    await page.goto('/level4');
    const header = page.getByRole('banner').getByRole('search', { name: /Szukaj po numerze części|Search by part number/ });
    const number = header.getByRole('searchbox');
    await number.fill('99110000014');
    await number.press('Enter');
    await expect(page.getByText('Nie znaleziono produktów.')).toBeVisible();
    // the number stays in the header's field, to correct
    await expect(number).toHaveValue('99110000014');
    const nearest = page.getByRole('navigation', { name: 'Czy chodziło o jeden z tych numerów?' });
    if (!extensionOn('search-hints') || !extensionOn('name-search')) {
      // SPEC's flow: the message alone
      await expect(nearest).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Szukaj po nazwie' })).toHaveCount(0);
      return;
    }
    await nearest.getByRole('link', { name: '99110000013' }).click();
    await expect(page.getByTestId('part-row').filter({ hasText: '99110000013' })).toHaveAttribute('aria-current', 'true');

    // a name typed into the number field: searched by name at once
    await number.fill('klocki');
    await number.press('Enter');
    await expect(page.getByText('Nie znaleziono produktów.')).toBeVisible();
    const byName = page.getByRole('main').getByRole('combobox', { name: 'Szukaj po nazwie' });
    await expect(byName).toHaveValue('klocki');
    await expect(
      page.getByRole('main').getByRole('option').filter({ hasText: 'Komplet klocków hamulcowych, oś przednia' }).first(),
    ).toBeVisible();
  });

  test('en: an old number keeps its "replaced by" note in view above the board', async ({ page }) => {
    needsExtension('supersession');
    await signedIn(page, 'en');
    await page.goto('/level4');
    await page
      .getByLabel(/Part number/)
      .first()
      .fill('99110000101');
    await page
      .getByLabel(/Part number/)
      .first()
      .press('Enter');
    const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeInViewport();
    await expect(page.getByTestId('superseded-notice')).toBeInViewport();
  });
});

test(
  'without the extension /level4 has no name field and the search by part number still finds the part',
  { tag: '@spec-api' },
  async ({ page }) => {
    test.skip(extensionOn('name-search'), 'the shop runs with name-search: the journeys above use it');
    const token = await signInQuickly(page);
    expect((await page.request.get('/api/Level4Product/Search?q=filtr', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
      404,
    );
    await page.goto('/level4');
    const partNumber = page.getByRole('textbox', { name: 'Numer części' });
    await expect(partNumber).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Szukaj po nazwie' })).toHaveCount(0);
    await partNumber.fill('99110000001');
    await page.getByRole('search', { name: 'Znajdź część' }).getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByTestId('part-row').filter({ hasText: '99110000001' })).toHaveAttribute('aria-current', 'true');
  },
);
