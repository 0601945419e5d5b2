/**
 * Issue 37, items 4, 9 and 10, as a dealer meets them at the counter: the price offer on a 390 px
 * phone (every discount field reached by scrolling down only, the part's name not wrapped word per
 * line; the desktop table and the printout as they were), a quick add of a part that cannot be sold
 * (answered as such, the cart keeping its totals), and a quantity typed over the one a field shows.
 */
import { expect, test, type Page } from '../support/test';
import { auth, cartWith } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';

const OIL_FILTER = '99110000001'; // Oil filter element, 131 in stock
const BRAKE_PADS = '99340000001'; // Brake pad set, front axle
const HIGH_PERFORMANCE_PADS = '99340000005'; // Brake pad set, front axle, high-performance brake
const UNSELLABLE = '99110000002'; // Oil filter housing: no price

async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

async function cartOf(page: Page, token: string): Promise<[string, number][]> {
  const response = await page.request.get('/api/Level4/Cart', { headers: auth(token) });
  return ((await response.json()) as { Product: { Sku: string }; Quantity: number }[]).map((line) => [line.Product.Sku, line.Quantity]);
}

/** How many lines a cell's text takes on screen (the distinct tops of its line boxes). */
function linesOf(cell: ReturnType<Page['getByTestId']>): Promise<number> {
  return cell.evaluate((element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test('the offer on a 390 px phone: each row stacks, every discount field is reached by scrolling down only (item 4)', async ({ page }) => {
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [
    [OIL_FILTER, 2],
    [BRAKE_PADS, 1],
    [HIGH_PERFORMANCE_PADS, 1],
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/offer');
  const rows = page.getByTestId('offer-row');
  await expect(rows).toHaveCount(3);

  // nothing slides sideways: not the page, not the rows' box
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const wrap = await rows.first().evaluate((row) => {
    const box = row.closest('table')!.parentElement!;
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
  });
  expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);

  for (const row of await rows.all()) {
    const sku = (await row.getAttribute('data-sku'))!;
    const discount = row.getByRole('textbox', { name: `Rabat % dla ${sku}` });
    // reached by scrolling down: within the screen's width, then on screen once scrolled to
    await discount.scrollIntoViewIfNeeded();
    await expect(discount).toBeInViewport({ ratio: 1 });
    const box = (await discount.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    // the row stacks: number and name, then quantity and prices, then the discount
    const name = row.getByTestId('offer-row-name');
    const number = (await row.getByText(sku, { exact: true }).boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    const quantity = (await row.locator('td[data-label="Ilość"]').boundingBox())!;
    const subTotal = (await row.locator('td[data-label="Wartość"]').boundingBox())!;
    expect(nameBox.y).toBeGreaterThanOrEqual(number.y + number.height - 1);
    expect(quantity.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
    expect(box.y).toBeGreaterThan(subTotal.y);
    // the name is not wrapped word per line ('Komplet / klocków / hamulcowych, / oś / przednia')
    expect(await linesOf(name)).toBeLessThanOrEqual(2);
  }

  // a discount typed on the phone counts, and the dealer's own discount is said under it
  const first = rows.filter({ has: page.getByText(BRAKE_PADS, { exact: true }) });
  const field = first.getByRole('textbox', { name: `Rabat % dla ${BRAKE_PADS}` });
  await field.click();
  await page.keyboard.type('10');
  await expect(first.locator('td[data-label="Cena brutto"]')).toContainText('350,10 zł');
  await expect(first).toContainText('Twój rabat');

  // the printout keeps its table (the print stylesheet), as does the desktop
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('thead')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('thead')).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.locator('thead')).toBeVisible();
  expect(await rows.first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
});

test('quick add of a part that cannot be sold is answered as such, and the cart keeps its totals (item 9)', async ({ page }) => {
  await inEnglish(page);
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);
  await page.goto('/cart');
  await expect(page.getByTestId('order-total')).toBeVisible();

  await page.getByLabel('Part number').fill(UNSELLABLE);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Product temporarily unavailable: not added to the cart.')).toBeVisible();
  await expect(page.getByText('Product added to cart')).toHaveCount(0);
  // the cart as it was: its line, its totals and its buttons
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.getByText('Remove unavailable products to proceed checkout.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to Checkout' })).toBeEnabled();
  expect(await cartOf(page, token)).toEqual([[OIL_FILTER, 1]]);
});

test('a quantity typed into a field clicked twice replaces the one shown: 3 is 3, not 13 (item 10)', async ({ page }) => {
  await inEnglish(page);
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);
  await page.goto('/cart');

  // a cart line
  const line = page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name: OIL_FILTER }) });
  const quantity = line.getByRole('textbox', { name: `Quantity of ${OIL_FILTER}` });
  await expect(quantity).toHaveValue('1');
  await quantity.click();
  await quantity.click();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect.poll(() => cartOf(page, token)).toEqual([[OIL_FILTER, 3]]);
  await expect(quantity).toHaveValue('3');

  // quick add: the quantity field clicked twice, then 2 typed
  await page.getByLabel('Part number').fill(BRAKE_PADS);
  const quickQuantity = page.getByLabel('Quantity', { exact: true });
  await quickQuantity.click();
  await quickQuantity.click();
  await page.keyboard.type('2');
  await expect(quickQuantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect
    .poll(async () => (await cartOf(page, token)).sort())
    .toEqual([
      [OIL_FILTER, 3],
      [BRAKE_PADS, 2],
    ]);
});

test("the product page's order box: clicked twice, 4 typed and entered; entered again, 5 typed replaces it (item 10)", async ({ page }) => {
  await inEnglish(page);
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 3]]);
  const stock = await page.request.post('/api/level4/ProductStock', { headers: auth(token), data: { sku: OIL_FILTER } });
  const { Id: part } = (await stock.json()) as { Id: number };
  await page.goto(`/level4/product/${part}`);
  const check = page.getByRole('button', { name: /Check Stock and Price/ });
  const box = page.getByTestId('part-purchase').getByLabel('Quantity', { exact: true });
  await expect(box.or(check)).toBeVisible();
  if (await check.isVisible()) await check.click();
  await box.click();
  await box.click();
  await page.keyboard.type('4');
  await page.keyboard.press('Enter');
  await expect.poll(async () => new Map(await cartOf(page, token)).get(OIL_FILTER)).toBe(7);
  // the add is done (its button back), the focus still in the box
  const add = page.getByTestId('part-purchase').getByRole('button', { name: `Add to cart ${OIL_FILTER}` });
  await expect(add).toBeEnabled();
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => new Map(await cartOf(page, token)).get(OIL_FILTER)).toBe(11);
  await expect(add).toBeEnabled();
  await page.keyboard.type('5');
  await expect(box).toHaveValue('5');
  await page.keyboard.press('Enter');
  await expect.poll(async () => new Map(await cartOf(page, token)).get(OIL_FILTER)).toBe(16);
});
