import { expect, test } from '../support/test';
import { signedIn } from '../support/dealer';
import { needsExtension } from '../support/extensions';

/**
 * Issue 42, items 2 and 3: a search by name opened with Enter lists prices and fit (extension
 * search-results), and where 99110000001 is used names its series and boards (extension
 * where-used); Polish on the desktop, English at 390 px.
 */
test.describe('search results and where used (issue 42)', () => {
  needsExtension('search-results');
  needsExtension('where-used');

  test('pl, desktop: Enter opens the results with prices and fit; where-used of 99110000001 names its serie and board', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signedIn(page, 'pl');
    await page.goto('/');
    // the current vehicle: an S200 by its VIN
    await page.getByLabel('VIN', { exact: true }).fill('WDX3333333A100001');
    await page.getByLabel('VIN', { exact: true }).press('Enter');
    await expect(page.getByTestId('current-vehicle')).toContainText('WDX3333333A100001');

    const field = page.getByRole('combobox', { name: 'Szukaj po nazwie' });
    await field.fill('wklad filtra oleju');
    await expect(page.getByRole('option').first()).toContainText('Wkład filtra oleju');
    await field.press('Enter');

    await expect(page).toHaveURL(/\/level4\/search\?q=wklad\+filtra\+oleju/);
    await expect(page.getByRole('heading', { name: 'Wyniki wyszukiwania: wklad filtra oleju' })).toBeVisible();
    const row = page.getByTestId('search-result').filter({ has: page.getByRole('link', { name: '99110000001', exact: true }) });
    await expect(row.getByTestId('search-result-price')).toContainText('zł');
    await expect(row.getByTestId('search-result-fit')).toHaveText('pasuje');
    await expect(row.getByRole('link', { name: 'Filtr oleju' }).first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Dodaj do koszyka 99110000001' })).toBeVisible();

    await row.getByRole('button', { name: 'Gdzie jest używana część 99110000001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zastosowanie części 99110000001' });
    await expect(dialog.getByTestId('where-used-vehicles')).toContainText('Seria 200 (S200)');
    await expect(dialog.getByTestId('where-used-boards').getByRole('link', { name: 'Filtr oleju' })).toBeVisible();
    await expect(dialog.getByTestId('where-used-fit')).toContainText('pasuje');
    await expect(dialog.getByTestId('where-used-chain')).toContainText('99110000101');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // reload keeps the results (the URL holds the text)
    await page.reload();
    await expect(row.getByTestId('search-result-price')).toContainText('zł');
  });

  test('en, 390 px: the results page pages from its URL; where-used from the product page names the serie and its board', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, 'en');
    await page.goto('/level4/search?q=filter');
    await expect(page.getByRole('heading', { name: 'Search results: filter' })).toBeVisible();
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/level4\/search\?q=filter&page=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/level4\/search\?q=filter$/);
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    // no horizontal scrolling on the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/level4/product/99110000001?by=sku&vehicleSpecific=false');
    const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await row.getByRole('button', { name: /^Details of 99110000001/ }).click();
    await page.getByRole('button', { name: 'Where is 99110000001 used' }).click();
    const dialog = page.getByRole('dialog', { name: 'Where 99110000001 is used' });
    await expect(dialog.getByTestId('where-used-vehicles')).toContainText('Series 200 (S200)');
    await expect(dialog.getByTestId('where-used-boards')).toContainText('Oil filter');
    await dialog.getByTestId('where-used-boards').getByRole('link', { name: 'Oil filter' }).click();
    await expect(page).toHaveURL(/\/level4\/product\/\d+\?.*part=99110000001/);
    await expect(dialog).toBeHidden();
  });
});
