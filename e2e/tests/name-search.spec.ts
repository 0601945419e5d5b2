import { expect, test } from '../support/test';
import { signInQuickly } from '../support/dealer';
import { extensionOn, needsExtension } from '../support/extensions';

/** Search by part name (issue 16, item 2, extension 'name-search'), in Polish as the dealer's browser asks. */

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

test('without the extension /level4 has no name field and the search by part number still finds the part', async ({ page }) => {
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
});
