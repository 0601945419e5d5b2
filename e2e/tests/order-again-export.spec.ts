/**
 * Issue 16, items 3 and 4: 'Order again' puts an earlier order's lines into the cart (through
 * cartFromCsv), and 'Export cart' downloads a CSV that the cart's own CSV import takes back.
 * Each journey empties the demo dealer's cart through the API first (journeys share one database).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { auth, clearCart } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';

const OIL_FILTER = '99110000001';
const BRAKE_PADS = '99340000001';

async function cartOf(request: APIRequestContext, token: string): Promise<[string, number][]> {
  const response = await request.get('/api/Level4/Cart', { headers: auth(token) });
  const lines = (await response.json()) as { Product: { Sku: string }; Quantity: number }[];
  return lines.map((line): [string, number] => [line.Product.Sku, line.Quantity]).sort();
}

/** The last `cart:count` event the page published. */
async function cartCountEvent(page: Page): Promise<unknown> {
  return page.evaluate(
    () => (window as unknown as { __partsEvents?: { last: Record<string, unknown> } }).__partsEvents?.last['cart:count'],
  );
}

async function startWithEmptyCart(page: Page, language: 'en' | 'pl' = 'en'): Promise<string> {
  await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  const token = await signInQuickly(page);
  await clearCart(page.request, token);
  return token;
}

async function openOrder100002(page: Page) {
  await page.goto('/my-account/order-history');
  await page.getByTestId('order-row').filter({ hasText: '100002' }).getByRole('link', { name: '100002', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/order-history\/\d+$/);
  await expect(page.getByTestId('order-line')).toHaveCount(2);
}

test('Order again puts every line of an earlier order into the cart', { tag: '@spec-api' }, async ({ page }) => {
  const token = await startWithEmptyCart(page);
  await openOrder100002(page);
  const again = page.getByTestId('order-again');
  await expect(again).toContainText('No line checked: every line goes to the cart.');
  await again.getByRole('button', { name: 'Order again' }).click();
  await expect(page.getByText('Products added to cart')).toBeVisible();
  await expect(page.getByTestId('order-again-result')).toContainText('Every line is in the cart.');
  await expect.poll(() => cartCountEvent(page)).toBe(2);
  expect(await cartOf(page.request, token)).toEqual(
    [
      [OIL_FILTER, 2],
      [BRAKE_PADS, 1],
    ].sort(),
  );

  await page.getByTestId('order-again-result').getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await clearCart(page.request, token);
});

test('Zamów ponownie with one line checked from the keyboard adds only that line', async ({ page }) => {
  const token = await startWithEmptyCart(page, 'pl');
  await openOrder100002(page);
  const box = page.getByRole('checkbox', { name: new RegExp(`Zamów ponownie: ${BRAKE_PADS}`) });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page.getByTestId('order-again')).toContainText('Do koszyka trafi 1 zaznaczona pozycja.');
  await page.getByRole('button', { name: 'Zamów ponownie' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Produkty zostały dodane do koszyka')).toBeVisible();
  expect(await cartOf(page.request, token)).toEqual([[BRAKE_PADS, 1]]);
  await clearCart(page.request, token);
});

test('Export cart downloads a CSV that the CSV import takes back unchanged', async ({ page }) => {
  const token = await startWithEmptyCart(page);
  // fill the cart through the UI's own import
  await page.goto('/cart');
  const csv = `sku;quantity\n${OIL_FILTER};3\n${BRAKE_PADS};2\n`;
  await page.getByLabel('CSV file').setInputFiles({ name: 'start.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const before = await cartOf(page.request, token);
  expect(before).toEqual(
    [
      [OIL_FILTER, 3],
      [BRAKE_PADS, 2],
    ].sort(),
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export cart' }).click();
  const download = await downloading;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  expect(download.suggestedFilename()).toBe(`cart-${today}.csv`);
  const file = await download.path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8').split('\n')[0]).toBe('sku;quantity');

  // empty the cart, then import the exported file: the same lines come back
  await clearCart(page.request, token);
  await page.reload();
  await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export cart' })).toHaveCount(0);
  await page.getByLabel('CSV file').setInputFiles(file);
  await expect(page.getByText('2 rows taken, 0 dropped.')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  expect(await cartOf(page.request, token)).toEqual(before);
  await clearCart(page.request, token);
});
