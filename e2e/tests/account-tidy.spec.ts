/**
 * Issue 27, items 5 (the dealer's own reference) and 6 (account), as a dealer goes through them, in
 * Polish and in English, at 1366 px and on a 390 px phone, with the extensions on (project
 * `extensions`); one language of the history, the reference and the list also runs with them off
 * (tagged @spec-api for `no-extensions`: the reference is absent, everything else works):
 * - a deep link survives sign-in (only to a page of this shop);
 * - the order history filters by number, dates and status and searches the dealer's reference,
 *   the filters kept in the URL (reload, back and forward);
 * - the reference typed in the checkout is on the order, in its confirmation mail and in the history;
 * - a shopping list's items get their quantity edited and are removed one by one, with current prices.
 */
import { expect, test, type Page } from '../support/test';
import { DEALER, DEALER2, signInQuickly } from '../support/dealer';
import { extensionOn } from '../support/extensions';
import { auth, cartWith } from '../support/shop-api';

type Language = 'pl' | 'en';

const T = {
  pl: {
    email: 'E-mail',
    submit: 'Zaloguj się',
    filters: 'Filtruj zamówienia',
    number: 'Numer zamówienia',
    reference: 'Twój numer referencyjny',
    referenceColumn: 'Twój nr referencyjny',
    from: 'Od',
    to: 'Do',
    status: 'Status zamówienia',
    anyStatus: 'Dowolny status',
    cancelled: 'Anulowane',
    noMatch: 'Żadne zamówienie nie pasuje do tych filtrów.',
    clear: 'Wyczyść filtry',
    next: 'Dalej',
    terms: /regulamin/,
    placeOrder: 'Złóż zamówienie',
    referenceField: 'Twój numer referencyjny (nr zamówienia zakupu)',
    tooLong: 'Najwyżej 50 znaków',
    mailReference: 'Twój numer referencyjny',
    quantityOf: (sku: string) => `Ilość ${sku}`,
    removeItem: (sku: string) => new RegExp(`^Usuń ${sku} .* z listy$`),
    listValue: 'Wartość listy',
    price: 'Cena',
  },
  en: {
    email: 'E-mail',
    submit: 'Log in',
    filters: 'Filter orders',
    number: 'Order number',
    reference: 'Your reference',
    referenceColumn: 'Your reference',
    from: 'From',
    to: 'To',
    status: 'Order status',
    anyStatus: 'Any status',
    cancelled: 'Cancelled',
    noMatch: 'No orders match these filters.',
    clear: 'Clear filters',
    next: 'Next',
    terms: /terms/,
    placeOrder: 'Place order',
    referenceField: 'Your reference (PO number)',
    tooLong: 'At most 50 characters',
    mailReference: 'Your reference',
    quantityOf: (sku: string) => `Quantity of ${sku}`,
    removeItem: (sku: string) => new RegExp(`^Remove ${sku} .* from the list$`),
    listValue: 'List value',
    price: 'Price',
  },
} as const;

async function speak(page: Page, language: Language) {
  if (language === 'en') await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

async function logInOnTheLoginPage(page: Page, who: { email: string; password: string }, language: Language) {
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(who.password);
  await page.getByRole('button', { name: T[language].submit, exact: true }).click();
}

for (const language of ['pl', 'en'] as const) {
  const t = T[language];

  test.describe(`account, ${language}`, () => {
    test('a deep link survives sign-in, with its query; a link elsewhere lands home', async ({ page, baseURL }) => {
      await speak(page, language);
      const home = `${baseURL}/`;
      // a link to /login that names another site: signing in lands home, on this shop
      await page.goto(`/login?next=${encodeURIComponent('//example.com/my-account')}`);
      await logInOnTheLoginPage(page, DEALER, language);
      await expect(page).toHaveURL(home);

      // a guest's deep link: /login carries it, and signing in lands there with its query
      await page.evaluate(() => window.localStorage.removeItem('token'));
      await page.goto('/my-account/order-history?status=Cancelled');
      await expect(page).toHaveURL(/\/login\?next=%2Fmy-account%2Forder-history%3Fstatus%3DCancelled$/);
      await logInOnTheLoginPage(page, DEALER, language);
      await expect(page).toHaveURL(/\/my-account\/order-history\?status=Cancelled$/);
      await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('Cancelled');
      await expect(page.getByTestId('order-row')).toHaveCount(1);
      await expect(page.getByTestId('order-row')).toContainText(t.cancelled);

      // the other hostile values, signed in (the same step a sign-in takes): never followed off the shop nor back to a guest page
      for (const next of ['/\\example.com', 'https://example.com/', 'javascript:alert(1)', '/logout']) {
        await page.goto(`/login?next=${encodeURIComponent(next)}`);
        await expect(page).toHaveURL(home);
        expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
      }
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    });

    test(
      'the order history filters by number, dates and status; reload, back and forward keep the filters',
      { tag: language === 'en' ? '@spec-api' : [] },
      async ({ page }) => {
        await speak(page, language);
        await signInQuickly(page, DEALER);
        await page.goto('/my-account/order-history');
        const filters = page.getByRole('search', { name: t.filters });
        await expect(filters).toBeVisible();
        const rows = page.getByTestId('order-row');
        const numbers = rows.locator('th a');
        await expect(rows.first()).toBeVisible();

        await filters.getByRole('searchbox', { name: t.number }).fill('100003');
        await expect(numbers).toHaveText(['100003']);
        await expect(page).toHaveURL(/\?number=100003$/);
        await filters.getByRole('searchbox', { name: t.number }).fill('');
        await expect(page).toHaveURL(/\/order-history$/);

        await filters.getByLabel(t.from, { exact: true }).fill('2025-01-01');
        await filters.getByLabel(t.to, { exact: true }).fill('2025-03-31');
        await expect(numbers).toHaveText(['100003', '100002']);
        await filters.getByRole('combobox', { name: t.status }).selectOption('Complete');
        await expect(numbers).toHaveText(['100002']);
        await expect(page).toHaveURL(/\?from=2025-01-01&to=2025-03-31&status=Complete$/);

        await page.reload();
        await expect(numbers).toHaveText(['100002']);
        await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('Complete');
        await page.goBack();
        await expect(page).toHaveURL(/\?from=2025-01-01&to=2025-03-31$/);
        await expect(numbers).toHaveText(['100003', '100002']);
        await expect(page.getByRole('combobox', { name: t.status })).toHaveValue('');
        await page.goForward();
        await expect(numbers).toHaveText(['100002']);

        // nothing matches: said, with a way back to every order
        await page.getByRole('searchbox', { name: t.number }).fill('999999');
        await expect(page.getByText(t.noMatch)).toBeVisible();
        // the empty state's own Clear filters (the filter bar has one too)
        await page.getByRole('button', { name: t.clear }).last().click();
        await expect(page).toHaveURL(/\/order-history$/);
        await expect(numbers.first()).toBeVisible();
        await expect(page.getByRole('searchbox', { name: t.number })).toHaveValue('');

        if (extensionOn('order-reference')) {
          await expect(page.getByRole('columnheader', { name: t.referenceColumn })).toBeVisible();
          await page.getByRole('searchbox', { name: t.reference }).fill('zz/2025/014');
          await expect(numbers).toHaveText(['100002']);
          await expect(rows).toContainText('ZZ/2025/014');
        } else {
          await expect(page.getByRole('columnheader', { name: t.referenceColumn })).toHaveCount(0);
          await expect(page.getByRole('searchbox', { name: t.reference })).toHaveCount(0);
        }
      },
    );

    test(
      "the dealer's own reference goes with the order: on it, in its mail and in the history (absent without the extension)",
      { tag: language === 'pl' ? '@spec-api' : [] },
      async ({ page, mailbox }) => {
        await speak(page, language);
        const token = await signInQuickly(page, DEALER2);
        await cartWith(page.request, token, [['99110000001', 1]]);
        await page.goto('/checkout');
        await page.getByRole('button', { name: t.next }).click();
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('button', { name: t.placeOrder })).toBeVisible();
        const field = page.getByRole('textbox', { name: t.referenceField });
        const reference = `PO/E2E/${language}/${Date.now()}`;
        if (extensionOn('order-reference')) {
          await field.fill('x'.repeat(51));
          await expect(page.getByText(t.tooLong)).toBeVisible();
          await field.fill(reference);
          await expect(field).toHaveAttribute('aria-invalid', 'false');
        } else {
          await expect(field).toHaveCount(0);
        }
        await page.getByRole('checkbox', { name: t.terms }).check();
        await page.getByRole('button', { name: t.placeOrder }).click();
        await expect(page).toHaveURL(/\/success\?order=\w+/);
        const order = new URL(page.url()).searchParams.get('order') ?? '';
        const id = new URL(page.url()).searchParams.get('id') ?? '';

        const mail = await mailbox.waitFor((received) => received.subject.includes(order));
        await page.goto(`/orderdetails/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(order);
        await page.goto(`/my-account/order-history?number=${order}`);
        await expect(page.getByTestId('order-row').locator('th a')).toHaveText([order]);
        if (extensionOn('order-reference')) {
          expect(mail.text).toContain(`${t.mailReference}: ${reference}`);
          await page.goto(`/orderdetails/${id}`);
          await expect(page.getByTestId('order-reference')).toHaveText(reference);
          await page.goto('/my-account/order-history');
          await page.getByRole('searchbox', { name: t.reference }).fill(reference.toLowerCase());
          await expect(page.getByTestId('order-row').locator('th a')).toHaveText([order]);
          await expect(page.getByTestId('order-row')).toContainText(reference);
        } else {
          expect(mail.text).not.toContain(t.mailReference);
          await page.goto(`/orderdetails/${id}`);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(order);
          await expect(page.getByTestId('order-reference')).toHaveCount(0);
        }
      },
    );

    for (const width of [1366, 390]) {
      test(
        `a shopping list's items: quantity edited, one removed, current prices (${width} px)`,
        { tag: language === 'pl' && width === 1366 ? '@spec-api' : [] },
        async ({ page }) => {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await speak(page, language);
          const token = await signInQuickly(page, DEALER2);
          const name = `Tidy ${language} ${width} ${Date.now()}`;
          const created = await page.request.post('/api/ShoppingList', {
            headers: auth(token),
            data: {
              Name: name,
              Items: [
                { Sku: '99110000001', Quantity: 1 },
                { Sku: '99110000003', Quantity: 2 },
                { Sku: '99340000001', Quantity: 1 },
              ],
            },
          });
          expect(created.ok()).toBeTruthy();
          const listId = ((await created.json()) as { Id: number }).Id;
          await page.goto('/my-account/shopping-list');
          const toggle = page.getByRole('button', { name: new RegExp(name) });
          // the first page of a journey on a busy machine may take a while to start
          await expect(toggle).toBeVisible({ timeout: 30_000 });
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          const panel = page.getByRole('region', { name: new RegExp(name) });
          const item = (sku: string) => panel.getByTestId('shopping-list-item').filter({ hasText: sku });
          // current prices (the dealer's, in zł) and the list's value
          await expect(item('99110000001')).toContainText(/\d+[,.]\d{2}/);
          await expect(panel.getByTestId('shopping-list-value')).toContainText(/\d+[,.]\d{2}/);
          const valueBefore = await panel.getByTestId('shopping-list-value').textContent();

          const quantity = panel.getByRole('textbox', { name: t.quantityOf('99110000003') });
          await quantity.fill('5');
          await quantity.press('Enter');
          await expect(panel.getByTestId('shopping-list-value')).not.toHaveText(valueBefore ?? '');
          await panel.getByRole('button', { name: t.removeItem('99340000001') }).click();
          await expect(panel.getByTestId('shopping-list-item')).toHaveCount(2);

          // the server kept both changes
          const lists = (await (await page.request.get('/api/ShoppingList', { headers: auth(token) })).json()) as {
            Id: number;
            Items: { Sku: string; Quantity: number }[];
          }[];
          expect(lists.find((list) => list.Id === listId)?.Items.map((entry) => [entry.Sku, entry.Quantity])).toEqual([
            ['99110000001', 1],
            ['99110000003', 5],
          ]);
          await page.reload();
          const toggleAgain = page.getByRole('button', { name: new RegExp(name) });
          await expect(toggleAgain).toBeVisible({ timeout: 30_000 });
          if ((await toggleAgain.getAttribute('aria-expanded')) !== 'true') await toggleAgain.click();
          const again = page.getByRole('region', { name: new RegExp(name) });
          await expect(again.getByRole('textbox', { name: t.quantityOf('99110000003') })).toHaveValue('5');
          // the list's value, named (on a phone its name stands beside it)
          await expect(again.getByTestId('shopping-list-value')).toBeVisible();
          if (width > 719) await expect(again.getByText(t.listValue)).toBeVisible();
          // on a phone nothing of the list scrolls sideways
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await page.request.delete(`/api/ShoppingList/${listId}`, { headers: auth(token) });
        },
      );
    }
  });
}

test('on a 390 px phone the history filters and the deep link work too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-account/order-history?number=100002');
  await expect(page).toHaveURL(/\/login\?next=/);
  await logInOnTheLoginPage(page, DEALER, 'pl');
  await expect(page).toHaveURL(/\/my-account\/order-history\?number=100002$/);
  await expect(page.getByTestId('order-row').locator('th a')).toHaveText(['100002']);
  await expect(page.getByRole('searchbox', { name: T.pl.number })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
