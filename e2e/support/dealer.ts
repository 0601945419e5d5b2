import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEALER = { email: 'dealer@example.com', password: 'dealer123', firstName: 'Jan', lastName: 'Kowalski' };
export const DEALER2 = { email: 'dealer2@example.com', password: 'dealer234' };

/** Logs in through the login page, as a dealer does, and waits for the home page. */
export async function logInAs(page: Page, who: { email: string; password: string } = DEALER): Promise<void> {
  await page.goto('/login');
  await page.locator('#login-email').fill(who.email);
  await page.locator('#login-password').fill(who.password);
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

/** A token of the dealer's own, from the API's login (a session of its own, the browser's untouched). */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string } = DEALER): Promise<string> {
  const response = await request.post('/api/user/login', {
    data: { email: who.email, password: Buffer.from(who.password, 'utf8').toString('base64') },
  });
  expect(response.ok()).toBeTruthy();
  return response.text();
}

/** A session without the login page (for journeys that start elsewhere): token from the API. */
export async function signInQuickly(page: Page, who: { email: string; password: string } = DEALER): Promise<string> {
  const token = await apiToken(page.request, who);
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  return token;
}
