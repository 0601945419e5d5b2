/**
 * The catalogue speaks the shop's language (issue 12, item 5): in Polish the demo data is Polish;
 * switching to English shows the English names on the same screen, without a reload of the page.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { auth } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';

const OIL_FILTER = '99110000001';

/** The oil filter element's id and the board drawing it (asked of the API). */
async function oilFilter(request: APIRequestContext, token: string): Promise<{ id: number; boardId: number }> {
  const found = await request.post('/api/Level4Product/Find', { headers: auth(token), data: { Sku: OIL_FILTER } });
  const body = (await found.json()) as { SimpleProduct: { Id: number }; Boards: { Id: number }[] };
  return { id: body.SimpleProduct.Id, boardId: body.Boards[0]?.Id ?? 0 };
}

/**
 * The language switcher: in the simple layout's header (checkout), else in the sidebar (opened from
 * the header and closed again after the switch).
 */
async function switchTo(page: Page, language: 'English' | 'Polski') {
  const inHeader = page.getByRole('banner').getByRole('group', { name: /^(Język|Language)$/ });
  if (await inHeader.isVisible()) {
    await inHeader.getByRole('button', { name: language }).click();
    return;
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Otwórz menu|Open menu)$/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: language }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Counts full page loads: a language switch must not reload the page. */
async function countLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test('in Polish the board, the categories and the checkout are Polish; English after a switch, without a reload', async ({ page }) => {
  const token = await signInQuickly(page);
  const { id, boardId } = await oilFilter(page.request, token);
  const loads = await countLoads(page);

  // the board of 99110000001
  await page.goto(`/level4/product/${boardId}`);
  const row = page.getByTestId('part-row').filter({ hasText: OIL_FILTER });
  await expect(row).toContainText('Wkład filtra oleju');
  await expect(page.getByRole('heading', { level: 1, name: 'Filtr oleju' })).toBeVisible();
  const before = loads();
  await switchTo(page, 'English');
  await expect(row).toContainText('Oil filter element');
  await expect(page.getByRole('heading', { level: 1, name: 'Oil filter' })).toBeVisible();
  await switchTo(page, 'Polski');
  await expect(row).toContainText('Wkład filtra oleju');

  // the category menu
  await page.goto('/level4');
  const menu = page.getByRole('navigation', { name: 'Przeglądaj według kategorii' });
  await expect(menu.getByRole('button', { name: 'Silnik' })).toBeVisible();
  await switchTo(page, 'English');
  await expect(page.getByRole('navigation', { name: 'Browse by category' }).getByRole('button', { name: 'Engine' })).toBeVisible();
  await switchTo(page, 'Polski');
  await expect(menu.getByRole('button', { name: 'Silnik' })).toBeVisible();

  // the checkout: the address's country and the payment method
  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) })).ok()).toBeTruthy();
  const added = await page.request.post('/api/Level4/AddItem', {
    headers: auth(token),
    data: { marke: 'NS', produktart: 'PKW', ProductId: id, Quantity: 1 },
  });
  expect(added.ok()).toBeTruthy();
  await page.goto('/checkout');
  const address = page.getByRole('radio', { name: /Kraków/ }).first();
  await expect(address).toBeChecked();
  await expect(address).toHaveAccessibleName(/Polska/);
  await expect(page.getByRole('radio', { name: /Kurier DPD/ })).toBeChecked();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('radio', { name: /Przelew \(przedpłata\)/ })).toBeChecked();

  await switchTo(page, 'English');
  await expect(page.getByRole('radio', { name: /Bank transfer \(prepayment\)/ })).toBeChecked();
  await page.getByRole('button', { name: /Shipping/ }).click();
  await expect(page.getByRole('radio', { name: /Kraków/ }).first()).toHaveAccessibleName(/Poland/);
  await expect(page.getByRole('radio', { name: /Courier DPD/ })).toBeChecked();
  // the page was never loaded again by a switch (only by the two navigations above)
  expect(loads() - before).toBe(2);

  // an order of the history: placed with the catalogue's names, shown in the language of the page
  await switchTo(page, 'Polski');
  await page.goto('/my-account/order-history/2');
  const line = page.getByTestId('order-line').filter({ hasText: OIL_FILTER });
  await expect(line).toContainText('Wkład filtra oleju');
  await expect(page.getByTestId('order-detail')).toContainText('Przelew (przedpłata)');
  await switchTo(page, 'English');
  await expect(line).toContainText('Oil filter element');
  await expect(page.getByTestId('order-detail')).toContainText('Bank transfer (prepayment)');

  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) })).ok()).toBeTruthy();
});
