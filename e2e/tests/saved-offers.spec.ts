/**
 * Issue 42, item 1 (extension saved-offers): a counter employee makes an offer for a walk-in
 * customer in Polish on the desktop (what was typed survives a reload), saves it; the next day, on
 * a phone in English (a new browser context), finds it by the customer's name, mails it as PDF
 * (the mail arrives with it) and turns it into the cart, shown the price that changed since.
 */
import { expect, test } from '../support/test';
import { apiToken, DEALER, speaking } from '../support/dealer';
import { auth, cartLines, cartWith } from '../support/shop-api';
import { needsExtension } from '../support/extensions';
import { setPartPrice } from '../support/shop';

needsExtension('saved-offers');

const OIL_FILTER = '99110000001';
const OTHER = '99340000002';

test('an offer saved in Polish, found by the customer on an English phone the next day, mailed as PDF and turned into the cart', async ({
  browser,
  page,
  shop,
  mailbox,
}) => {
  const customerName = `Brzęczyszczykiewicz ${Date.now()}`;
  const email = `klient-${Date.now()}@example.com`;
  const token = await apiToken(page.request, DEALER);
  await cartWith(page.request, token, [
    [OIL_FILTER, 2],
    [OTHER, 1],
  ]);
  await speaking(page, 'pl');
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/offer');
  await page.locator('#offer-name').fill('Hamulce przód');
  await page.getByLabel('Rabat % dla 99110000001').fill('5');
  await page.locator('#offer-customer-name').fill(customerName);
  await page.reload();
  // what was typed is still there
  await expect(page.locator('#offer-name')).toHaveValue('Hamulce przód');
  await expect(page.getByLabel('Rabat % dla 99110000001')).toHaveValue('5');
  await expect(page.locator('#offer-customer-name')).toHaveValue(customerName);
  await page.locator('#offer-customer-email').fill(email);
  await page.getByRole('button', { name: 'Zapisz ofertę' }).click();
  await expect(page).toHaveURL(/\/offer\?offer=\d+$/);
  await expect(page.getByTestId('offer-number')).toHaveText(/^OF\/\d{4}\/\d{4}$/);
  const number = (await page.getByTestId('offer-number').textContent()) ?? '';

  // the next day, on the phone: a new browser, in English
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: shop.baseURL });
  try {
    const mobile = await phone.newPage();
    await speaking(mobile, 'en');
    await mobile.addInitScript((value) => window.localStorage.setItem('token', value), await apiToken(mobile.request, DEALER));
    await mobile.goto('/offer');
    await mobile.getByLabel('Customer, VIN or offer number').fill(customerName.toLowerCase());
    await mobile.getByRole('button', { name: 'Find' }).click();
    await expect(mobile.getByTestId('saved-offer')).toHaveCount(1);
    await mobile.getByRole('link', { name: number }).click();
    await expect(mobile.getByTestId('offer-number')).toHaveText(number);
    await expect(mobile.locator('#offer-name')).toHaveValue('Hamulce przód');
    // nothing sticks out of the phone's screen
    expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await mobile.getByRole('button', { name: 'Mail to customer' }).click();
    const mail = await mailbox.waitFor((received) => received.to.includes(email));
    expect(mail.subject).toContain(`Offer ${number}`);
    expect(mail.attachments).toEqual([`${number.replace(/\//g, '-')}.pdf`]);

    const lines = (await (await mobile.request.get('/api/Level4/Cart', { headers: auth(token) })).json()) as {
      Product: { Sku: string; OldPrice: number };
    }[];
    const catalogue = lines.find((line) => line.Product.Sku === OIL_FILTER)?.Product.OldPrice ?? 0;
    expect(catalogue).toBeGreaterThan(0);
    setPartPrice(shop, OIL_FILTER, catalogue + 10);
    try {
      await cartWith(mobile.request, token, []);
      await mobile.getByRole('button', { name: 'Add offer to cart' }).click();
      await expect(mobile.getByTestId('price-change')).toHaveCount(1);
      await expect(mobile.getByTestId('price-change')).toContainText(OIL_FILTER);
      expect(await cartLines(mobile.request, token)).toEqual(
        expect.arrayContaining([
          [OIL_FILTER, 2],
          [OTHER, 1],
        ]),
      );
      await mobile.getByRole('link', { name: 'Go to cart' }).click();
      await expect(mobile).toHaveURL(/\/cart$/);
    } finally {
      setPartPrice(shop, OIL_FILTER, catalogue);
    }
  } finally {
    await phone.close();
  }
});
