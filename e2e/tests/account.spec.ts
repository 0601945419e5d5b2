import { expect, test, watchCsp, type APIRequestContext, type Page } from '../support/test';
import { DEALER, DEALER2, logInAs, signInQuickly } from '../support/dealer';
import { startShop } from '../support/shop';

/** The account journeys read the English texts. */
async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/user/login', { data: { email: who.email, password: base64(who.password) } });
  expect(response.ok()).toBeTruthy();
  return response.text();
}

test('a new customer registers and lands signed in', async ({ page }) => {
  await inEnglish(page);
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ewa');
  await page.getByLabel('Last name').fill('Zielińska');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('zażółć1');
  await page.getByLabel('Street address', { exact: true }).fill('Długa 1');
  await page.getByLabel('Street address 2').fill('lok. 4');
  await page.getByLabel('Zip / postal code').fill('00-001');
  await page.getByLabel('City').fill('Warszawa');

  const state = page.getByLabel('State / province');
  await expect(state).toBeDisabled();
  await page.getByLabel('Country').selectOption({ label: 'Poland' });
  await expect(state).toBeEnabled();
  // the state is required for Poland
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await state.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ewa');
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
});

test('registering an e-mail that is taken lists the server message under the form', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/register');
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Kowalski');
  await page.getByLabel('E-mail').fill(DEALER.email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByLabel('Street address', { exact: true }).fill('Długa 1');
  await page.getByLabel('Street address 2').fill('1');
  await page.getByLabel('Zip / postal code').fill('00-001');
  await page.getByLabel('City').fill('Praha');
  await page.getByLabel('Country').selectOption({ label: 'Czech Republic' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('server-errors')).toContainText('The e-mail address is already registered.');
  await expect(page).toHaveURL(/\/register$/);
});

test('logging in with a wrong password shows the error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.locator('#login-email').fill(DEALER2.email);
  await page.locator('#login-password').fill('not-the-password');
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  // the server's message, in the page's language (Polish)
  await expect(page.getByRole('alert').filter({ hasText: 'Logowanie nie powiodło się' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('signing in makes the browser a known device: an httpOnly cookie for the login alone, sent back with the next sign-in', async ({
  page,
  context,
}) => {
  await logInAs(page, DEALER2);
  const device = (await context.cookies()).find((cookie) => cookie.name === 'parts_device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
  // no script of the page can read it
  expect(await page.evaluate(() => document.cookie)).not.toContain('parts_device');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/login');
  await logInAs(page, DEALER2);
  expect((await (await sent).allHeaders()).cookie).toContain(`parts_device=${device?.value ?? 'none'}`);
  // a known browser keeps its cookie: no new one
  expect((await context.cookies()).filter((cookie) => cookie.name === 'parts_device').map((cookie) => cookie.value)).toEqual([
    device?.value,
  ]);
});

test('a dealer changes the profile', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page, DEALER2);
  await page.goto('/my-account/my-profile');
  await expect(page.getByRole('navigation', { name: 'My account' })).toBeVisible();
  const phone = page.getByLabel('Phone');
  await expect(page.getByLabel('First name')).toHaveValue(/.+/);
  const original = await phone.inputValue();
  const changed = `+48 500 ${String(Date.now()).slice(-6)}`;
  await phone.fill(changed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic information was successfully updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone')).toHaveValue(changed);

  // the required first name
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  // password repeat must match
  await page.getByLabel('New password', { exact: true }).fill('dealer234');
  await page.getByLabel('Repeat new password').fill('dealer235');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password not match.')).toBeVisible();

  // put the phone back
  await page.reload();
  await page.getByLabel('Phone').fill(original || '+48 500 000 000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic information was successfully updated.').first()).toBeVisible();
});

test('changing the password needs the current one and signs out the other sessions; a new e-mail needs it too', async ({ page }) => {
  await inEnglish(page);
  const who = { email: `e2e-password-${Date.now()}@example.com`, password: 'first-password' };
  const registered = await page.request.post('/api/Customer/register', {
    data: {
      Email: who.email,
      Password: base64(who.password),
      FirstName: 'Piotr',
      LastName: 'Lis',
      StreetAddress: 'Polna 2',
      StreetAddress2: '-',
      ZipPostalCode: '00-002',
      City: 'Praha',
      CountryId: 3,
    },
  });
  expect(registered.ok()).toBeTruthy();
  const otherDevice = await apiToken(page.request, who);
  await signInQuickly(page, who);
  await page.goto('/my-account/my-profile');

  const form = page.locator('form[aria-labelledby="profile-password-heading"]');
  await form.getByLabel('Current password').fill('a-guess');
  await form.getByLabel('New password', { exact: true }).fill('second-password');
  await form.getByLabel('Repeat new password').fill('second-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  // said next to the field it is about, once (issue 27, item 2)
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
  await expect(page.getByText('The current password is incorrect.')).toHaveCount(1);

  await form.getByLabel('Current password').fill(who.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password was successfully updated.')).toBeVisible();
  // the other device is signed out, this one stays
  const elsewhere = await page.request.get('/api/Customer/get', { headers: { authorization: `Bearer ${otherDevice}` } });
  expect(elsewhere.status()).toBe(401);
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Piotr');

  // a new e-mail address asks for the current password
  const basic = page.locator('form[aria-labelledby="profile-basic-heading"]');
  await basic.getByLabel('E-mail').fill(`changed-${who.email}`);
  await basic.getByLabel('Current password').fill('second-password');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic information was successfully updated.')).toBeVisible();
  expect(
    (await page.request.post('/api/user/login', { data: { email: `changed-${who.email}`, password: base64('second-password') } })).ok(),
  ).toBeTruthy();
});

test('a dealer adds, edits, sets as default and deletes an address', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page, DEALER2);
  await page.goto('/my-account/addresses');
  const cards = page.getByTestId('address-card');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const street = `Testowa ${Date.now() % 100000}`;

  // add
  await page.getByRole('button', { name: 'Add new address' }).click();
  let dialog = page.getByRole('dialog', { name: 'New address' });
  await dialog.getByLabel('Country').selectOption({ label: 'Czech Republic' });
  await expect(dialog.getByLabel('State / province')).toBeDisabled();
  await dialog.getByLabel('City').fill('Praha');
  await dialog.getByLabel('Zip / postal code').fill('110 00');
  await dialog.getByLabel('Address', { exact: true }).fill(street);
  await dialog.getByLabel('Phone').fill('+420 600 000 000');
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('New address was successfully added.')).toBeVisible();
  await expect(cards).toHaveCount(before + 1);
  const card = cards.filter({ hasText: street });
  await expect(card).toContainText('Czech Republic');

  // edit
  await card.getByRole('button', { name: /^Edit/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit address' });
  await dialog.getByLabel('City').fill('Brno');
  await dialog.getByLabel('Zip / postal code').fill('602 00');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address was successfully updated.')).toBeVisible();
  await expect(card).toContainText('602 00 Brno');

  // set as default shipping, then back to the first address
  await card.getByRole('button', { name: 'Set as shipping address' }).click();
  await expect(card.getByText('Shipping address', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set as shipping address' })).toHaveCount(0);
  const first = cards.first();
  await first.getByRole('button', { name: 'Set as shipping address' }).click();
  await expect(first.getByText('Shipping address', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Set as shipping address' })).toBeVisible();

  // delete, after confirming
  await card.getByRole('button', { name: /^Delete/ }).click();
  dialog = page.getByRole('dialog', { name: 'Delete address' });
  await expect(dialog).toContainText(street);
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('Your address was successfully deleted.')).toBeVisible();
  await expect(cards).toHaveCount(before);
  await expect(cards.filter({ hasText: street })).toHaveCount(0);
});

test('a dealer opens an order from the history and sees its lines and totals', async ({ page }) => {
  await inEnglish(page);
  await signInQuickly(page, DEALER);
  await page.goto('/my-account/order-history');
  const row = page.getByTestId('order-row').filter({ hasText: '100002' });
  await expect(row).toBeVisible();
  await expect(row.locator('[data-tone="success"]').first()).toBeVisible();
  await row.getByRole('link', { name: '100002', exact: true }).click();

  await expect(page).toHaveURL(/\/my-account\/order-history\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('100002');
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  const totals = page.getByTestId('order-totals');
  await expect(totals).toContainText('Sub-Total');
  await expect(totals).toContainText('Order Total');
  await expect(totals).toContainText('zł');

  // the simple-layout address of the same order, and an unknown order returns to the history
  const id = page.url().split('/').pop()!;
  await page.goto(`/orderdetails/${id}`);
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  await page.goto('/orderdetails/987654');
  await expect(page).toHaveURL(/\/my-account\/order-history$/);
});

test('a dealer moves a shopping list to the cart', async ({ page }) => {
  await inEnglish(page);
  const token = await signInQuickly(page, DEALER);
  // start from an empty cart
  const cleared = await page.request.post('/api/ShoppingCart/ClearCart', { headers: { Authorization: `Bearer ${token}` } });
  expect(cleared.ok()).toBeTruthy();

  await page.goto('/my-account/shopping-list');
  const list = page.getByTestId('shopping-list').filter({ hasText: 'Service kit' });
  const header = list.getByRole('button', { name: /Service kit/ });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const items = list.getByTestId('shopping-list-item');
  await expect(items).toHaveCount(3);
  const firstSku = (await items.first().getByRole('link').textContent())!.trim();
  await items.first().getByRole('checkbox').check();
  await list.getByRole('button', { name: 'Move to Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  // the header's cart count was published from a fresh cart (the /cart layout has no header badge)
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __partsEvents?: { last: Record<string, unknown> } }).__partsEvents?.last['cart:count']),
    )
    .toBe(1);
  const cart = await page.request.get('/api/Level4/Cart', { headers: { Authorization: `Bearer ${token}` } });
  const lines = (await cart.json()) as { Product: { Sku: string } }[];
  expect(lines.map((l) => l.Product.Sku)).toEqual([firstSku]);

  await page.request.post('/api/ShoppingCart/ClearCart', { headers: { Authorization: `Bearer ${token}` } });
});

test('the dealer-system order tab shows when the store enables it', async ({ page }) => {
  await inEnglish(page);
  await logInAs(page, DEALER);
  await page.goto('/my-account/order-history');
  await page.getByRole('tab', { name: 'Dealer system orders' }).click();
  await expect(page.getByTestId('dealer-system-order-row').first()).toBeVisible();
});

test.describe('with the dealer-system orders switched off', () => {
  test.setTimeout(120_000);

  test('the order history has no dealer-system tab', async ({ browser }) => {
    const shop = await startShop({ env: { SHOP_CONFIG_OVERRIDES: JSON.stringify({ general: { showIncadeaOrders: false } }) } });
    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL' });
    const violations = await watchCsp(context);
    try {
      const page = await context.newPage();
      await inEnglish(page);
      const token = await apiToken(context.request, DEALER);
      await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
      await page.goto('/my-account/order-history');
      await expect(page.getByTestId('order-row').first()).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.getByText('Dealer system orders')).toHaveCount(0);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      await shop.stop();
    }
  });
});
