/**
 * Notices out of the way (issue 37, item 8), in Polish as at the counter: a success leaves by itself
 * after a few seconds; a notice from before a confirmation dialog opened is never drawn inside it or
 * over it; on the cart the notice strip covers neither the order summary nor a control.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { auth, clearCart, addToCart } from '../support/shop-api';
import { signInQuickly } from '../support/dealer';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A customer of its own (the other journeys' dealers keep their addresses), with three addresses. */
async function customerWithAddresses(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const who = { email: `e2e-notices-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`, password: 'notices-password' };
  const registered = await request.post('/api/Customer/register', {
    data: {
      Email: who.email,
      Password: base64(who.password),
      FirstName: 'Ewa',
      LastName: 'Nowak',
      StreetAddress: 'Polna 1',
      StreetAddress2: '-',
      ZipPostalCode: '00-001',
      City: 'Warszawa',
      CountryId: 3,
    },
  });
  expect(registered.ok()).toBeTruthy();
  const login = await request.post('/api/user/login', { data: { email: who.email, password: base64(who.password) } });
  const token = await login.text();
  for (const street of ['Leśna 2', 'Łąkowa 3']) {
    const added = await request.post('/api/Customer/AddAddress', {
      headers: auth(token),
      data: {
        FirstName: 'Ewa',
        LastName: 'Nowak',
        Address1: street,
        City: 'Kraków',
        ZipPostalCode: '30-001',
        CountryId: 3,
        PhoneNumber: '+48 500 000 000',
      },
    });
    expect(added.ok()).toBeTruthy();
  }
  return who;
}

/** The texts of the notices outside the open dialog whose box overlaps the dialog's. */
async function noticesOverDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return [];
    const d = dialog.getBoundingClientRect();
    return Array.from(document.querySelectorAll('section[aria-label="Powiadomienia"]'))
      .filter((region) => !dialog.contains(region))
      .filter((region) => {
        const r = region.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < d.right && r.right > d.left && r.top < d.bottom && r.bottom > d.top;
      })
      .map((region) => region.textContent ?? '');
  });
}

/** The controls of the page (outside the notices) that the notices are drawn over at their centre. */
async function controlsCoveredByNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Powiadomienia"]');
    if (!region) return [];
    const area = region.getBoundingClientRect();
    return Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'))
      .filter((control) => !region.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const overlaps = box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return overlaps && hit !== null && region.contains(hit);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

test('an address deleted a moment ago is not said inside the next confirmation dialog, nor over it; the success leaves by itself', async ({
  page,
}) => {
  const who = await customerWithAddresses(page.request);
  await signInQuickly(page, who);
  await page.goto('/my-account/addresses?lng=pl');
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(3);

  await cards.filter({ hasText: 'Leśna 2' }).getByRole('button', { name: /^Usuń/ }).click();
  const first = page.getByRole('dialog', { name: 'Usuwanie adresu' });
  await first.getByRole('button', { name: 'Usuń adres' }).click();
  const deleted = page.getByText('Adres został usunięty.');
  await expect(deleted).toBeVisible();
  await expect(cards).toHaveCount(2);

  // the next confirmation, while the notice is still out
  await cards.filter({ hasText: 'Łąkowa 3' }).getByRole('button', { name: /^Usuń/ }).click();
  const next = page.getByRole('dialog', { name: 'Usuwanie adresu' });
  await expect(next).toBeVisible();
  // a notice sent while it is open (as any app sends one) is drawn in it: the notices have been
  // rendered for the open dialog by then, so what is in it now is all that will be
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('parts:notify', { detail: { kind: 'danger', message: 'Adres jest używany w zamówieniu.' } })),
  );
  await expect(next.getByRole('alert')).toHaveText(/Adres jest używany w zamówieniu\./);
  expect(await next.textContent()).not.toContain('Adres został usunięty.');
  expect(await deleted.count()).toBe(0);
  // no notices outside the dialog are drawn over it
  expect(await noticesOverDialog(page)).toEqual([]);
  await next.getByRole('button', { name: 'Anuluj' }).click();
  await expect(next).toHaveCount(0);

  // a success leaves by itself after a few seconds; the error stays until closed
  await expect(deleted).toHaveCount(0, { timeout: 15_000 });
  const strip = page.getByRole('region', { name: 'Powiadomienia' });
  await expect(strip.getByRole('alert')).toHaveText(/Adres jest używany w zamówieniu\./);
  await strip.getByRole('button', { name: 'Zamknij' }).click();
  await expect(strip).toHaveCount(0);
});

test(
  "on the cart the API's answer to a quick add (only so many in stock) covers neither the order summary nor a control, and leaves by itself",
  { tag: '@spec-api' },
  async ({ page }) => {
    const token = await signInQuickly(page);
    await clearCart(page.request, token);
    await addToCart(page.request, token, '99110000001', 1);
    await page.goto('/cart?lng=pl');
    const summary = page.getByRole('region', { name: 'Podsumowanie zamówienia' });
    await expect(summary).toBeVisible();
    await page.locator('#quick-sku').fill('99340000001');
    await page.locator('#quick-quantity').fill('9999');
    await page.locator('#quick-sku').press('Enter');
    const strip = page.getByRole('region', { name: 'Powiadomienia' });
    await expect(strip).toContainText(/Na stanie tylko \d+ szt\.: dodano do koszyka \d+\./);
    await expect
      .poll(async () => {
        const [stripBox, summaryBox] = [await strip.boundingBox(), await summary.boundingBox()];
        return stripBox !== null && summaryBox !== null && overlap(stripBox, summaryBox);
      })
      .toBe(false);
    await expect.poll(() => controlsCoveredByNotices(page)).toEqual([]);
    await expect(strip).toHaveCount(0, { timeout: 15_000 });
  },
);
