/**
 * The shop's e-mail, read from the worker's own SMTP server (support/mailbox.ts): a dealer who
 * forgot the password asks for a link, opens it from the mail, sets a new password and signs in
 * with it; a dealer who places an order gets its confirmation and opens the order from it.
 */
import { expect, test } from '../support/test';
import { cartWith, registerDealer } from '../support/shop-api';
import { DEALER2, signInQuickly, speaking } from '../support/dealer';

const OIL_FILTER = '99110000001';

test('a forgotten password: the link arrives by mail, sets a new password, and the dealer signs in with it', async ({
  page,
  mailbox,
  baseURL,
}) => {
  const email = `forgot-${Date.now()}@example.com`;
  await registerDealer(page.request, email, 'old-secret');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.locator('#forgot-email').fill(email);
  await page.getByRole('button', { name: 'Odzyskaj hasło' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jeśli adres jest zarejestrowany' })).toBeVisible();

  const mail = await mailbox.waitFor((received) => received.to.includes(email));
  expect(mail.subject).toMatch(/^Ustaw nowe hasło – /);
  const link = /https?:\/\/\S+\/forgot-password\/confirm\S*/.exec(mail.text)?.[0] ?? '';
  // the link leads to this shop (its configured origin), and the HTML part carries the same link
  expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);
  expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

  await page.goto(link);
  await expect(page.getByText(`Nowe hasło dla ${email}.`)).toBeVisible();
  await page.locator('#confirm-password').fill('new-secret');
  await page.locator('#confirm-repeat-password').fill('new-secret');
  await page.getByRole('button', { name: 'Zmień hasło' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill('new-secret');
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  // and the dealer is told that the password changed
  await mailbox.waitFor((received) => received.to.includes(email) && received.subject.startsWith('Hasło zostało zmienione'));
});

test('an order placed: its confirmation arrives by mail with the lines and the total, and opens the order', async ({ page, mailbox }) => {
  await speaking(page, 'en');
  const token = await signInQuickly(page, DEALER2);
  await cartWith(page.request, token, [[OIL_FILTER, 3]]);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const total = (await page.getByTestId('order-total').textContent())?.trim() ?? '';
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+/);
  const order = new URL(page.url()).searchParams.get('order') ?? '';

  const mail = await mailbox.waitFor((received) => received.subject.includes(order));
  expect(mail.to).toEqual([DEALER2.email]);
  expect(mail.subject).toMatch(new RegExp(`^Order ${order} received – `));
  expect(mail.text).toContain(`${OIL_FILTER} Oil filter element: 3 ×`);
  expect(mail.text).toMatch(/Delivery: Courier/);
  // the total the checkout showed (the page writes it the Polish way: digits compared)
  const digits = (text: string) => text.replace(/\D/g, '');
  const mailTotal = /Order total: ([^\n]+)/.exec(mail.text)?.[1] ?? '';
  expect(digits(mailTotal)).toBe(digits(total));

  const orderLink = /https?:\/\/\S+\/orderdetails\/\d+/.exec(mail.text)?.[0] ?? '';
  await page.goto(orderLink);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order);
});
