/**
 * Checkout as a dealer: once by courier (in English) and once with pickup in store (in Polish);
 * each order then appears in the dealer's order list. Each journey fills the cart through the API
 * first (journeys share one database).
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { auth, cartWith } from '../support/shop-api';
import { signInQuickly, signedIn } from '../support/dealer';

const OIL_FILTER = '99110000001';
const BRAKE_PADS = '99340000001';

async function orderNumbers(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.get('/api/Order/List', { headers: auth(token) });
  const body = (await response.json()) as { Orders: { OrderNumber: string | number }[] };
  return body.Orders.map((o) => String(o.OrderNumber));
}

/** The order history page of the account lists the order. */
async function seeInOrderHistory(page: Page, order: string) {
  await page.goto('/my-account/order-history');
  await expect(page.getByTestId('order-row').filter({ hasText: order })).toBeVisible();
}

async function placedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/success\?order=\w+/);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test('check out by courier to the stored shipping address', async ({ page }) => {
  const token = await signedIn(page, 'en');
  await cartWith(page.request, token, [
    [OIL_FILTER, 2],
    [BRAKE_PADS, 1],
  ]);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Go to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Shipping: the stored shipping address (Kraków) and the method flagged Selected (DPD)
  await expect(page.getByRole('radio', { name: /Kraków/ }).first()).toBeChecked();
  const dpd = page.getByRole('radio', { name: /Courier DPD/ });
  await expect(dpd).toBeChecked();
  await expect(page.getByTestId('order-total')).toHaveText('443,00 zł'); // 2 x 40.39 + 342.32 + 19.90
  await expect(page.getByRole('button', { name: /Payment/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();

  // Payment: methods for the courier; billing defaults to the stored billing address
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Pay at pickup/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByTestId('order-total')).toHaveText('452,00 zł');
  await page.getByRole('button', { name: 'Use address from shipping' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Confirm: Place order only with the terms
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await page.getByLabel('Order note').fill('Deliver before noon, please.');
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await place.click();

  const order = await placedOrderNumber(page);
  await expect(page.getByText('Your order was successfully placed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText(`Your order # is ${order}`)).toBeVisible();
  expect(await orderNumbers(page.request, token)).toContain(order);

  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0'); // the default layout's header badge
  await seeInOrderHistory(page, order);

  // an empty cart does not open the checkout
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/cart$/);
});

test('odbiór osobisty: check out with pickup in store, in Polish', async ({ page }) => {
  const token = await signInQuickly(page);
  await cartWith(page.request, token, [[OIL_FILTER, 1]]);

  await page.goto('/checkout');
  await page.getByRole('radio', { name: 'Odbiór osobisty' }).check();
  await expect(page.getByRole('radio', { name: /^Punkt odbioru Warszawa/ })).toBeChecked(); // the default pickup point
  await expect(page.getByRole('radio', { name: /Kurier DPD/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /^Punkt odbioru Kraków/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  // only the payment methods without shipments; no 'Use address from shipping' for pickup
  await expect(page.getByRole('radio', { name: /Płatność przy odbiorze/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Przelew/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Użyj adresu dostawy' })).toHaveCount(0);
  await page.getByRole('radio', { name: /Płatność przy odbiorze/ }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();

  await expect(page.getByRole('button', { name: 'Złóż zamówienie' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /regulamin/ }).check();
  await page.getByRole('button', { name: 'Złóż zamówienie' }).click();

  const order = await placedOrderNumber(page);
  await expect(page.getByRole('heading', { name: 'Sukces' })).toBeVisible();
  await expect(page.getByText(`Numer Twojego zamówienia to ${order}`)).toBeVisible();
  expect(await orderNumbers(page.request, token)).toContain(order);
  // the success page opens the placed order (issue 12, item 9)
  await page.getByRole('link', { name: 'Zobacz zamówienie' }).click();
  await expect(page).toHaveURL(/\/orderdetails\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zamówienie nr ${order}`);
  await expect(page).toHaveTitle(`Zamówienie nr ${order} · Sklep z częściami`);
  await seeInOrderHistory(page, order);
});

test('check out to a new shipping address, created first and then used', async ({ page }) => {
  const token = await signedIn(page, 'en');
  await cartWith(page.request, token, [[BRAKE_PADS, 1]]);
  const street = `Nowa ${Date.now() % 100000}`;
  let createdId: number | undefined;
  page.on('response', async (response) => {
    if (/\/api\/Customer\/AddAddress$/i.test(response.url()) && response.ok()) {
      createdId = ((await response.json()) as { Id: number }).Id;
    }
  });

  try {
    await page.goto('/checkout');
    await page.getByRole('radio', { name: 'New address' }).check();
    const form = page.getByRole('group', { name: 'New address' });
    await expect(form.getByLabel('E-mail')).not.toHaveValue(''); // the dealer's own e-mail to start with
    await form.getByLabel('First name').fill('Jan');
    await form.getByLabel('Last name').fill('Nowak');
    await form.getByLabel('Address', { exact: true }).fill(street);
    await form.getByLabel('Postal code').fill('60-001');
    await form.getByLabel('City').fill('Poznań');
    await expect(form.getByLabel('Country')).toHaveValue(/\d+/); // Poland, the first country
    await form.getByLabel('State / province').selectOption({ index: 1 });
    await form.getByLabel('Phone').fill('600100200');
    await form.getByRole('button', { name: 'Save and use this address' }).click();

    // the created address is now chosen, with a shipping method for it
    const created = page.getByRole('radio', { name: new RegExp(street) });
    await expect(created).toBeChecked();
    await expect(page.getByRole('radio', { name: /Courier DPD/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /Bank transfer/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText(street)).not.toHaveCount(0); // the confirm step shows where it goes

    // on a phone the products of the confirm step do not scroll sideways
    await page.setViewportSize({ width: 360, height: 740 });
    const products = page.getByRole('table', { name: 'Products' });
    await expect(products).toContainText(BRAKE_PADS);
    const overflow = await products.evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('checkbox', { name: /terms/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    const order = await placedOrderNumber(page);
    expect(await orderNumbers(page.request, token)).toContain(order);
  } finally {
    // journeys share one database: the dealer keeps only the addresses the other journeys expect
    if (createdId !== undefined) {
      await page.request.post('/api/Customer/DeleteAddress', { headers: auth(token), data: { addressId: createdId } });
    }
  }
});
