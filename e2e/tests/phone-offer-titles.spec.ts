/**
 * Issue 12 (the dealer's daily loop), items 6 to 9: the order pages on a 390 px phone and the
 * compact header, the printed offer, the page names in the browser tab, order statuses and VAT,
 * and the two address forms alike. Demo data is read from the API rather than named here (the
 * demo's names follow the reader's language).
 */
import { expect, test, type Page } from '../support/test';
import { auth, cartWith, ordersOf as orders } from '../support/shop-api';
import { signInQuickly, speaking } from '../support/dealer';

const OIL_FILTER = '99110000001';
const BRAKE_PADS = '99340000001';

/** How far down the header reaches on screen: the lowest point in the middle column that hits it. */
function headerReach(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    let reach = 0;
    for (let y = 0; y < window.innerHeight; y += 2) {
      const hit = document.elementFromPoint(window.innerWidth / 2, y);
      if (header && hit && header.contains(hit)) reach = y + 2;
    }
    return reach;
  });
}

/** A box that neither clips nor scrolls its content sideways, inside a page that does not either. */
async function expectNothingClipped(page: Page, testId: string) {
  const box = page.getByTestId(testId);
  await expect(box).toBeVisible();
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('on a 390 px phone the order history and an order are not clipped, and the header comes back compact (item 6)', async ({ page }) => {
  await speaking(page, 'en');
  const token = await signInQuickly(page);
  const [first] = await orders(page.request, token);
  expect(first).toBeDefined();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/my-account/order-history');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await expectNothingClipped(page, 'orders-table');
  // every value has its column's name beside it
  const firstRow = page.getByTestId('order-row').first();
  await expect(firstRow).toContainText(String(first!.OrderNumber));
  expect(await firstRow.locator('[data-label="Order total"]').count()).toBe(1);
  // not clipped at the side (extensions' tools above the list may put it below the first screen)
  await firstRow.locator('[data-label="Order total"]').scrollIntoViewIfNeeded();
  await expect(firstRow.locator('[data-label="Order total"]')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  // the header: full at the top, hidden while scrolling down, compact when coming back up
  const header = page.getByRole('banner');
  // (back at the top after the scroll above: wait until the header has slid back in full)
  await expect.poll(() => headerReach(page), { timeout: 3_000 }).toBeGreaterThan(100);
  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 900);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-compact', 'true');
  // the header slides back in: wait until it has arrived, then it is the first row only
  // (menu, logo, counts, account) and takes at most a tenth of the screen
  await expect.poll(() => headerReach(page), { timeout: 3_000 }).toBeGreaterThan(30);
  await expect.poll(() => headerReach(page), { timeout: 3_000 }).toBeLessThanOrEqual(0.1 * 844);
  await expect(header.getByRole('link', { name: /^Cart/ })).toBeInViewport();
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeInViewport();
  // the keyboard unfolds it: tabbing into the header shows the search again
  await page.keyboard.press('Tab');
  await expect.poll(() => headerReach(page), { timeout: 3_000 }).toBeGreaterThan(100);
  await expect(header.getByRole('search')).toBeInViewport();

  await page.goto(`/my-account/order-history/${first!.Id}`);
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  await expectNothingClipped(page, 'order-lines-table');
  await expect(page.getByTestId('order-line').first().locator('[data-label="Sub Total"]')).toHaveCount(1);
});

test('every page names itself in the browser tab, in Polish and in English (item 8)', async ({ page }) => {
  const token = await signInQuickly(page);
  const [first] = await orders(page.request, token);

  await page.goto('/cart');
  await expect(page).toHaveTitle('Koszyk · Sklep z częściami');
  await page.goto('/my-account/order-history');
  await expect(page).toHaveTitle('Historia zamówień · Sklep z częściami');
  await page.goto(`/orderdetails/${first!.Id}`);
  await expect(page).toHaveTitle(`Zamówienie nr ${first!.OrderNumber} · Sklep z częściami`);
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Nie znaleziono strony · Sklep z częściami');
  // a catalogue page names its subject: the part, in the shop's language
  const stock = await page.request.post('/api/level4/ProductStock', {
    headers: { authorization: `Bearer ${token}` },
    data: { sku: '99110000001' },
  });
  const { Id: part } = (await stock.json()) as { Id: number };
  await page.goto(`/level4/product/${part}`);
  await expect(page).toHaveTitle('Wkład filtra oleju · Sklep z częściami');

  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto('/');
  await expect(page).toHaveTitle('Home · Parts Shop');
  await page.goto('/my-account/addresses');
  await expect(page).toHaveTitle('Addresses · Parts Shop');
  await page.goto('/offer');
  await expect(page).toHaveTitle('Offer · Parts Shop');
  await page.goto(`/level4/product/${part}`);
  await expect(page).toHaveTitle('Oil filter element · Parts Shop');
});

test('a cancelled order is not an amber "Not yet shipped", and the VAT is shown once (item 9)', async ({ page }) => {
  await speaking(page, 'en');
  const token = await signInQuickly(page);
  const cancelled = (await orders(page.request, token)).find((order) => order.OrderStatus === 'Cancelled');
  expect(cancelled, 'the demo data has a cancelled order').toBeDefined();

  await page.goto('/my-account/order-history');
  const row = page.getByTestId('order-row').filter({ hasText: String(cancelled!.OrderNumber) });
  await expect(row.getByText('Cancelled', { exact: true })).toHaveAttribute('data-tone', 'danger');
  await expect(row.getByText('Not shipped', { exact: true })).toHaveAttribute('data-tone', 'neutral');
  await expect(row.locator('[data-tone="warning"]')).toHaveCount(0);

  await page.goto(`/orderdetails/${cancelled!.Id}`);
  const totals = page.getByTestId('order-totals');
  await expect(totals).toBeVisible();
  const taxRows = totals.getByRole('row').filter({ hasText: /^Tax/ });
  await expect(taxRows).toHaveCount(1);
  await expect(taxRows).toContainText(/Tax 23%/);
});

test('the account and the checkout ask an address the same way, starting in the store country (item 9)', async ({ page }) => {
  await speaking(page, 'en');
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);
  const labelsOf = (scope: ReturnType<Page['locator']>) =>
    scope
      .locator('input, select')
      .evaluateAll((controls) =>
        controls.map((control) =>
          control.id ? document.querySelector(`label[for="${control.id}"]`)?.textContent?.replace('*', '').trim() : '',
        ),
      );

  await page.goto('/my-account/addresses');
  await page.getByRole('button', { name: 'Add new address' }).click();
  const account = page.getByRole('dialog', { name: 'New address' });
  await expect(account.getByLabel('Country')).not.toHaveValue('');
  const storeCountry = await account.getByLabel('Country').inputValue();
  const accountLabels = await labelsOf(account);

  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'New address' }).check();
  const checkout = page.getByRole('group', { name: 'New address' });
  await expect(checkout.getByLabel('Country')).toHaveValue(storeCountry);
  const checkoutLabels = await labelsOf(checkout);

  expect(accountLabels).toHaveLength(13);
  expect(checkoutLabels).toEqual(accountLabels);
  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) })).ok()).toBeTruthy();
});

test('the printed offer: who offers, date, number, validity, Polish numbers, net/VAT, no own discount (item 7)', async ({ page }) => {
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [
    [OIL_FILTER, 2],
    [BRAKE_PADS, 1],
  ]);
  const me = (await (await page.request.get('/api/Customer/get', { headers: auth(token) })).json()) as {
    Company: string;
    BillingAddress: number | null;
    Addresses: { Id: number; Address1: string; City: string }[];
  };
  const billing = me.Addresses.find((address) => address.Id === me.BillingAddress) ?? me.Addresses[0]!;

  await page.goto('/offer');
  const rows = page.getByTestId('offer-row');
  await expect(rows).toHaveCount(2);
  const first = page.locator(`[data-testid="offer-row"][data-sku="${OIL_FILTER}"]`);
  await first.getByLabel(`Rabat % dla ${OIL_FILTER}`).fill('10.5');
  const orderDiscount = page.getByLabel('Rabat na całe zamówienie');
  await orderDiscount.fill('50');
  await orderDiscount.blur();
  await page.getByLabel(/Nazwa/).first().fill('Oferta dla klienta');

  const pad = (n: number) => String(n).padStart(2, '0');
  const today = new Date();
  const until = new Date(today);
  until.setDate(until.getDate() + 14);
  const polish = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;

  await page.emulateMedia({ media: 'print' });
  const dealer = page.getByTestId('offer-dealer');
  await expect(dealer).toBeVisible();
  await expect(dealer).toContainText(me.Company);
  await expect(dealer).toContainText(billing.Address1);
  await expect(dealer).toContainText(billing.City);
  await expect(dealer.locator('img')).toBeVisible(); // the logo
  await expect(page.getByTestId('offer-number')).toHaveText(
    new RegExp(`^${today.getFullYear()}${pad(today.getMonth() + 1)}${pad(today.getDate())}-\\d+$`),
  );
  await expect(page.getByText(polish(today), { exact: true })).toBeVisible();
  await expect(page.getByTestId('offer-validity')).toHaveText(`Oferta ważna do ${polish(until)}`);
  await expect(first.getByTestId('offer-row-discount')).toBeVisible();
  expect(await first.getByTestId('offer-row-discount').textContent()).toBe('10,5\u00a0%');
  await expect(page.getByTestId('offer-order-discount')).toBeVisible();
  expect(await page.getByTestId('offer-order-discount').textContent()).toBe('-50,00\u00a0zł');
  await expect(page.getByTestId('offer-net')).toBeVisible();
  await expect(page.getByTestId('offer-vat').first()).toBeVisible();
  await expect(page.getByTestId('client-total')).toBeVisible();
  // the dealer's own discount and prices stay off the paper, and so do the buttons
  await expect(page.getByText(/Twój rabat/).first()).toBeHidden();
  await expect(page.getByTestId('your-total')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Drukuj ofertę' })).toBeHidden();
  await expect(first.getByLabel(`Rabat % dla ${OIL_FILTER}`)).toBeHidden();

  // on screen the typed values are inputs again
  await page.emulateMedia({ media: 'screen' });
  await expect(first.getByTestId('offer-row-discount')).toBeHidden();
  await expect(first.getByLabel(`Rabat % dla ${OIL_FILTER}`)).toBeVisible();
  expect((await page.request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) })).ok()).toBeTruthy();
});
