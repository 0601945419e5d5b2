import { expect, test, type Page } from '../support/test';
import { auth, clearCart } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';
import { needsExtension } from '../support/extensions';
import { startShop } from '../support/shop';

/**
 * Part supersession (issue 16, item 1, extension 'supersession'): 99110000102 -> 99110000101 ->
 * 99110000001 (a chain) and 99340000101 -> 99340000001 x1 + 99340000002 x2 (a kit). An old number
 * leads to the current part and says so; the cart never holds an old number.
 */

async function signedIn(page: Page, lang: 'pl' | 'en'): Promise<string> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  return signInQuickly(page);
}

async function cartSkus(page: Page, token: string): Promise<[string, number][]> {
  const lines = (await (await page.request.get('/api/Level4/Cart', { headers: auth(token) })).json()) as {
    Product: { Sku: string };
    Quantity: number;
  }[];
  return lines.map((line) => [line.Product.Sku, line.Quantity]);
}

test('pl: the part-number search of an old number opens the current part on its board, says what replaced it and shows the chain', async ({
  page,
}) => {
  needsExtension('supersession');
  await signedIn(page, 'pl');
  await page.goto('/level4');
  await page.getByRole('textbox', { name: 'Numer części' }).fill('99110000101');
  await page.getByRole('search', { name: 'Znajdź część' }).getByRole('button', { name: 'Szukaj' }).click();

  await expect(page.getByTestId('superseded-notice')).toHaveText('99110000101 zastąpiony przez 99110000001');
  await expect(page).toHaveURL(/\/level4\/product\/\d+\?.*position=1/);
  const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row.getByTestId('supersession-chain')).toHaveText('Zastępuje: 99110000101, 99110000102');
  // the other parts of the board have no chain
  await expect(page.getByTestId('supersession-chain')).toHaveCount(1);
});

test('pl: quick add and CSV import of old numbers put the current parts in the cart, never the old numbers', async ({ page }) => {
  needsExtension('supersession');
  const token = await signedIn(page, 'pl');
  await clearCart(page.request, token);
  await page.goto('/cart');
  await page
    .getByLabel(/Numer części/)
    .first()
    .fill('99340000101');
  await page.getByLabel('Ilość').first().fill('2');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByText('99340000101 zastąpiony przez 99340000001 x1, 99340000002 x2')).toBeVisible();
  await expect(page.getByRole('heading', { name: '99340000002' })).toBeVisible();
  expect(await cartSkus(page, token)).toEqual([
    ['99340000001', 2],
    ['99340000002', 4],
  ]);

  await page
    .getByLabel('Plik CSV')
    .setInputFiles({ name: 'old.csv', mimeType: 'text/csv', buffer: Buffer.from('sku;quantity\n99110000102;3\n') });
  await page.getByRole('button', { name: 'Importuj' }).click();
  await expect(page.getByText('99110000102 zastąpiony przez 99110000001')).toBeVisible();
  await expect(page.getByRole('heading', { name: '99110000001' })).toBeVisible();
  expect(await cartSkus(page, token)).toEqual([
    ['99340000001', 2],
    ['99340000002', 4],
    ['99110000001', 3],
  ]);
  await clearCart(page.request, token);
});

test('en: quick add of an old number says "replaced by" in English', async ({ page }) => {
  needsExtension('supersession');
  const token = await signedIn(page, 'en');
  await clearCart(page.request, token);
  await page.goto('/cart');
  await page
    .getByLabel(/Part number/)
    .first()
    .fill('99110000101');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('99110000101 replaced by 99110000001')).toBeVisible();
  expect(await cartSkus(page, token)).toEqual([['99110000001', 1]]);
  await clearCart(page.request, token);
});

test('without the extension listed the shop runs as before: no chain, no notice, the old number is a part out of stock', async ({
  browser,
}) => {
  const shop = await startShop({ env: { SHOP_CONFIG_OVERRIDES: JSON.stringify({ extensions: [] }) } });
  const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL', viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await signedIn(page, 'pl');
    await page.goto('/level4');
    await page.getByRole('textbox', { name: 'Numer części' }).fill('99110000001');
    await page.getByRole('search', { name: 'Znajdź część' }).getByRole('button', { name: 'Szukaj' }).click();
    await expect(page.getByTestId('part-row').filter({ hasText: '99110000001' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('supersession-chain')).toHaveCount(0);
    await expect(page.getByTestId('superseded-notice')).toHaveCount(0);

    await page.goto('/cart');
    await page
      .getByLabel(/Numer części/)
      .first()
      .fill('99110000101');
    await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expect(page.getByText('Brak na stanie: nic nie dodano do koszyka.')).toBeVisible();
    await expect(page.getByText(/zastąpiony przez/)).toHaveCount(0);
  } finally {
    await context.close();
    await shop.stop();
  }
});
