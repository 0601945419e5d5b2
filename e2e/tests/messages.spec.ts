/**
 * Messages that help, where the eye is, and numbers as Polish people type them (issue 27, items 2
 * and 3), in Polish and in English, at 1366 px and on a 390 px phone: a failed sign-in is said in
 * the form in the dealer's language (SPEC's title 'the status text' translated) and is gone with
 * the next, successful one; a notice on screen follows a language switch and stays out of the way
 * (never over the control just used, the prices or an open dialog); an unknown part number is
 * said next to its field, with the number; '7,5' on the offer is 7.5 %, never 75 %.
 */
import { expect, test, type Page } from '../support/test';
import { addToCart, clearCart } from '../support/shop-api';
import { DEALER, signInQuickly } from '../support/dealer';

const OIL_FILTER = '99110000001'; // 45.90 gross

const WORDS = {
  pl: {
    lng: 'pl',
    login: 'Zaloguj się',
    unauthorized: 'Brak autoryzacji',
    added: 'Produkt dodano do koszyka',
    notFound: 'Nie znaleziono produktów. Numeru 99999999999 nie ma w katalogu.',
    addToCart: 'Dodaj do koszyka',
    notices: 'Powiadomienia',
  },
  en: {
    lng: 'en',
    login: 'Log in',
    unauthorized: 'Unauthorized',
    added: 'Product added to cart',
    notFound: 'No products found. Part number 99999999999 is not in the catalog.',
    addToCart: 'Add to cart',
    notices: 'Notifications',
  },
} as const;

async function inLanguage(page: Page, lng: 'pl' | 'en') {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lng);
}

/** The language switcher: in the simple layout's header, else in the sidebar (a dialog). */
async function switchTo(page: Page, language: 'English' | 'Polski') {
  const inHeader = page.getByRole('banner').getByRole('group', { name: /^(Język|Language)$/ });
  if (await inHeader.isVisible()) {
    await inHeader.getByRole('button', { name: language }).click();
    return;
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Otwórz menu|Open menu)$/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: language }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The controls of the page (outside the notices) whose box the notices' box overlaps. */
async function controlsCoveredByNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Powiadomienia"], section[aria-label="Notifications"]');
    if (!region) return [];
    const area = region.getBoundingClientRect();
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'));
    return controls
      .filter((control) => !region.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') return false;
        const overlaps = box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
        // covered: the notices are what the dealer would hit at the control's centre
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return overlaps && hit !== null && region.contains(hit);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });
}

for (const lng of ['pl', 'en'] as const) {
  const words = WORDS[lng];

  test(`${lng}: a failed sign-in is said in the form in the dealer's language, and is gone after the next sign-in`, async ({ page }) => {
    await inLanguage(page, lng);
    await page.goto('/login');
    await page.locator('#login-email').fill(DEALER.email);
    await page.locator('#login-password').fill('not-the-password');
    await page.getByRole('button', { name: words.login, exact: true }).click();
    const form = page.locator('form[aria-labelledby="login-heading"]');
    const said = form.getByRole('alert');
    await expect(said).toContainText(words.unauthorized);
    if (lng === 'pl') {
      await expect(said).not.toContainText('Unauthorized');
      await expect(said).not.toContainText('Popraw błędy');
    }
    // said once, in the form: no notice repeats it
    await expect(page.getByRole('region', { name: words.notices })).toHaveCount(0);

    await page.locator('#login-password').fill(DEALER.password);
    await page.getByRole('button', { name: words.login, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(words.unauthorized)).toHaveCount(0);
  });

  test(`${lng}: an unknown part number is said next to its field, with the number; an added part's notice covers no control`, async ({
    page,
  }) => {
    await inLanguage(page, lng);
    const token = await signInQuickly(page);
    await clearCart(page.request, token);
    await page.goto('/cart');
    const sku = page.locator('#quick-sku');
    await sku.fill('99999999999');
    await sku.press('Enter');
    await expect(sku).toHaveAccessibleDescription(words.notFound);
    await expect(page.getByRole('region', { name: words.notices })).toHaveCount(0);

    await sku.fill(OIL_FILTER);
    await page.getByRole('button', { name: words.addToCart, exact: true }).click();
    const notices = page.getByRole('region', { name: words.notices });
    await expect(notices).toContainText(words.added);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    // the strip moves clear of the controls once the page has settled around the new line
    await expect.poll(() => controlsCoveredByNotices(page)).toEqual([]);
  });
}

test('a notice on screen follows a language switch; on a phone it takes the whole width of an edge, covering no control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inLanguage(page, 'pl');
  const token = await signInQuickly(page);
  await clearCart(page.request, token);
  await page.goto('/cart');
  const sku = page.locator('#quick-sku');
  await sku.fill(OIL_FILTER);
  await page.getByRole('button', { name: WORDS.pl.addToCart, exact: true }).click();
  const notices = page.getByRole('region', { name: /^(Powiadomienia|Notifications)$/ });
  await expect(notices).toContainText(WORDS.pl.added);
  // the phone's whole width, at its bottom edge or (when controls sit there) right under the header
  const box = await notices.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.width).toBeGreaterThan(380);
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  const atBottom = Math.round(box!.y + box!.height) >= 844 - 1;
  const underHeader = Math.abs(box!.y - headerBottom) <= 2;
  expect(atBottom || underHeader).toBe(true);
  await expect.poll(() => controlsCoveredByNotices(page)).toEqual([]);

  await switchTo(page, 'English');
  await expect(notices).toContainText(WORDS.en.added);
  await expect(notices).not.toContainText(WORDS.pl.added);
});

test('an open dialog gets the notices inside it, under its title, never over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await inLanguage(page, 'en');
  await signInQuickly(page);
  await page.goto('/my-account/my-profile');
  await expect(page.getByRole('heading', { name: 'Basic information' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // a notice while the menu is open (as any app sends one)
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('parts:notify', { detail: { kind: 'danger', title: 'Error', message: 'Something to read' } })),
  );
  await expect(dialog.getByRole('alert')).toContainText('Something to read');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText('Something to read');
});

test("the offer reads '7,5' as 7.5 % in Polish and says what it cannot read; English refuses '7,5' instead of making it 75 %", async ({
  page,
}) => {
  await inLanguage(page, 'pl');
  const token = await signInQuickly(page);
  await clearCart(page.request, token);
  await addToCart(page.request, token, OIL_FILTER, 2);
  await page.goto('/offer');
  const row = page.getByTestId('offer-row').filter({ hasText: OIL_FILTER });
  const discount = row.getByLabel(new RegExp(`Rabat % dla ${OIL_FILTER}`));
  await discount.fill('7,5');
  await discount.blur();
  await expect(discount).toHaveValue('7,5');
  // 45.90 - 7.5 % = 42.46 (never 45.90 - 75 % = 11.48)
  await expect(row).toContainText('42,46 zł');
  await expect(row).not.toContainText('11,48 zł');
  await discount.fill('7,5,3');
  await expect(discount).toHaveAccessibleDescription('Wpisz liczbę, np. 7,5');
  await expect(row).toContainText('42,46 zł');

  // in English (a new offer): '7,5' is no English number
  await page.goto('/offer?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/offer/i);
  const englishRow = page.getByTestId('offer-row').filter({ hasText: OIL_FILTER });
  const english = englishRow.getByLabel(`Discount % for ${OIL_FILTER}`);
  await english.fill('7.5');
  await expect(englishRow).toContainText('42,46 zł');
  await english.fill('7,5');
  await expect(english).toHaveAccessibleDescription('Enter a number, e.g. 7.5');
  await expect(englishRow).toContainText('42,46 zł');
  await expect(englishRow).not.toContainText('11,48 zł');
});
