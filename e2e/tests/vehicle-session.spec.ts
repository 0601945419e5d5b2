/**
 * Issue 37, items 3 and 7: the current vehicle at a shared counter PC and across languages.
 * - After /logout the browser holds nothing of the dealer's vehicle (local and session storage),
 *   whether or not the catalogue's code was loaded on the page that logged out; recent vehicles
 *   outlive the sign-out on the server (extension recent-vehicles), and are absent without it.
 * - The current-vehicle card follows the language at once: a switch on /level4, and a page opened
 *   after a switch made elsewhere.
 */
import { expect, test, type Page } from '../support/test';
import { findByVin } from '../support/catalog';
import { logInAs } from '../support/dealer';
import { extensionOn } from '../support/extensions';

const VIN = 'WDX3333333A100001';

/** The language switcher: in the header when it shows one, else in the sidebar (opened and closed again). */
async function switchTo(page: Page, language: 'English' | 'Polski') {
  const inHeader = page.getByRole('banner').getByRole('group', { name: /^(Język|Language)$/ });
  const menu = page.getByRole('banner').getByRole('button', { name: /^(Otwórz menu|Open menu)$/ });
  await expect(inHeader.or(menu)).toBeVisible(); // the page's layout is drawn
  if (await inHeader.isVisible()) {
    await inHeader.getByRole('button', { name: language }).click();
    return;
  }
  await menu.click();
  await page.getByRole('dialog').getByRole('button', { name: language }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Every entry of both storages whose key or value names the vehicle (its VIN, model, equipment) or keeps a vehicle. */
const vehicleTraces = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const [name, storage] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (const key of Object.keys(storage)) {
        const value = storage.getItem(key) ?? '';
        if (/vehicle/i.test(key) || /WDX3333333A100001|A100001|S 220|Klimatyzacja|Automatic climate/i.test(value))
          found.push(`${name} ${key}=${value.slice(0, 80)}`);
      }
    }
    return found;
  });

test(
  "after /logout the browser holds nothing of the dealer's vehicle; recent vehicles are kept on the server (extension recent-vehicles)",
  { tag: '@spec-api' },
  async ({ page }) => {
    await logInAs(page);
    await page.goto('/level4');
    await findByVin(page, VIN);
    expect(await vehicleTraces(page)).not.toEqual([]); // saved while signed in (SPEC section 3)

    // a counter PC: the dealer opens /logout straight away (the page that logs out has no catalogue code)
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await vehicleTraces(page)).toEqual([]);
    // nor after the next page load
    await page.reload();
    await expect(page.locator('#login-email')).toBeVisible();
    expect(await vehicleTraces(page)).toEqual([]);

    // the same dealer again: no current vehicle; the recent vehicles come from the server
    await logInAs(page);
    await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible();
    await expect(page.getByTestId('current-vehicle')).toHaveCount(0);
    const recent = page.getByTestId('recent-vehicles');
    if (extensionOn('recent-vehicles')) {
      // newest first (the worker's shop keeps this dealer's vehicles of earlier journeys after it)
      const newest = recent.getByRole('button').first();
      await expect(newest).toContainText('A100001');
      await newest.click();
      await expect(page.getByTestId('current-vehicle')).toContainText(VIN);
    } else {
      await expect(page.getByLabel('VIN', { exact: true })).toBeVisible();
      await expect(recent).toHaveCount(0);
    }

    // logging out from the menu, on a page with the catalogue loaded: the same
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Otwórz menu|Open menu)$/ })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /^(Wyloguj się|Log out)$/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await vehicleTraces(page)).toEqual([]);
  },
);

test('the current-vehicle card follows the language at once: a switch on /level4, and a page opened after a switch made elsewhere', async ({
  page,
}) => {
  await logInAs(page);
  await page.goto('/level4');
  await findByVin(page, VIN);
  const card = page.getByTestId('current-vehicle');
  await expect(card).toContainText('Seria 200 (S200)');
  await expect(card).toContainText('Automatyczna');
  await expect(card).toContainText('Klimatyzacja automatyczna');
  await expect(card).toContainText('Otwarta');

  await switchTo(page, 'English');
  await expect(card).toContainText('Series 200 (S200)');
  for (const english of ['petrol', 'Automatic', 'Automatic climate control', 'Open']) await expect(card).toContainText(english);
  for (const polish of ['Seria 200', 'benzyna', 'Automatyczna', 'Klimatyzacja', 'Otwarta']) await expect(card).not.toContainText(polish);

  // back to Polish on the cart, then the catalogue opened anew: the card is Polish at once
  await page.goto('/cart');
  await switchTo(page, 'Polski');
  await page.goto('/level4');
  await expect(card).toContainText('Seria 200 (S200)');
  for (const polish of ['benzyna', 'Automatyczna', 'Klimatyzacja automatyczna', 'Otwarta']) await expect(card).toContainText(polish);
  await expect(card).not.toContainText('Series 200');

  // and English again after a reload in English
  await page.evaluate(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  await expect(card).toContainText('Series 200 (S200)');
  await expect(card).toContainText('Automatic climate control');
  await expect(card).not.toContainText('Klimatyzacja');
});
