/**
 * Issue 27, item 5 (cart and checkout), as a dealer sees it, in Polish and in English, at 1366 px
 * and on a 390 px phone (the same journeys run with the API's extensions on and off):
 * - a quantity of 0 typed in a cart line asks, in place and by keyboard, whether to remove the line;
 *   the product page's quantity reads numbers as the language writes them ('7,5' refused, never 75);
 * - no shipping amount before a method is chosen (the cart, a checkout without a method);
 * - the cart's tools (export, quick add, CSV import, save as a list) in the first screen of a short
 *   cart at 1366 px (beside the summary), after the summary on a phone;
 * - pickup in store: its one payment method is chosen for the dealer, Next is enabled;
 * - the terms checkbox links to the terms content page, opened in a new tab (the checkout kept);
 * - at 390 px the order total beside 'Place order' at the bottom of the screen, and the cart's and
 *   the checkout's own headers small.
 */
import { expect, test, type Page } from '../support/test';
import { auth, cartWith, cartLines } from '../support/shop-api';
import { signedIn } from '../support/dealer';

const OIL_FILTER = '99110000001';
const BRAKE_PADS = '99340000001';

const TEXTS = {
  pl: {
    quantityOf: (sku: string) => `Ilość ${sku}`,
    zeroQuestion: (sku: string) => `Ilość 0: usunąć ${sku} z koszyka?`,
    remove: 'Usuń',
    keep: (n: number) => `Zostaw ${n} szt.`,
    atCheckout: 'do wyboru w zamówieniu',
    toChoose: 'do wyboru',
    beforeShipping: 'Razem bez dostawy',
    orderTotal: 'Razem do zapłaty',
    summary: 'Podsumowanie zamówienia',
    tools: 'Dodaj i zapisz',
    exportCart: 'Eksportuj koszyk',
    quickCart: 'Szybki koszyk',
    csv: 'Import z pliku CSV',
    saveList: 'Lista zakupowa',
    goToCheckout: 'Przejdź do zamówienia',
    newAddress: 'Nowy adres',
    pickup: 'Odbiór osobisty',
    payAtPickup: /Płatność przy odbiorze/,
    next: 'Dalej',
    placeOrder: 'Złóż zamówienie',
    termsLink: /regulamin/,
    termsTitle: 'Warunki korzystania',
    quantity: 'Ilość',
    check: /Sprawdź dostępność i cenę/,
    whole: 'Wpisz liczbę całkowitą, np. 12',
    total: 'Razem',
  },
  en: {
    quantityOf: (sku: string) => `Quantity of ${sku}`,
    zeroQuestion: (sku: string) => `Quantity 0: remove ${sku} from the cart?`,
    remove: 'Remove',
    keep: (n: number) => `Keep ${n}`,
    atCheckout: 'chosen at checkout',
    toChoose: 'to be chosen',
    beforeShipping: 'Total excl. shipping',
    orderTotal: 'Order Total',
    summary: 'Order summary',
    tools: 'Add and save',
    exportCart: 'Export cart',
    quickCart: 'Quick cart',
    csv: 'Import from CSV',
    saveList: 'Shopping List',
    goToCheckout: 'Go to Checkout',
    newAddress: 'New address',
    pickup: 'Pickup in store',
    payAtPickup: /Pay at pickup/,
    next: 'Next',
    placeOrder: 'Place order',
    termsLink: /terms of service/,
    termsTitle: 'Conditions of use',
    quantity: 'Quantity',
    check: /Check Stock and Price/,
    whole: 'Enter a whole number, e.g. 12',
    total: 'Total',
  },
} as const;
type Lang = keyof typeof TEXTS;

async function dealerIn(page: Page, lang: Lang, width: number): Promise<string> {
  await page.setViewportSize(width > 800 ? { width, height: 768 } : { width, height: 844 });
  return signedIn(page, lang);
}

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

for (const lang of ['pl', 'en'] as const) {
  const T = TEXTS[lang];

  test(`${lang} 1366: the tools beside the summary in the first screen, no shipping amount, 0 asks to remove the line`, async ({
    page,
  }) => {
    const token = await dealerIn(page, lang, 1366);
    await cartWith(page.request, token, [
      [OIL_FILTER, 2],
      [BRAKE_PADS, 1],
    ]);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: T.summary });
    await expect(summary.getByTestId('order-total')).toBeVisible();

    // no shipping amount before a method is chosen: said in words, the total named as before shipping
    await expect(summary.getByTestId('shipping-amount')).toHaveText(T.atCheckout);
    await expect(summary.getByText(T.beforeShipping)).toBeVisible();
    await expect(summary.getByText(T.orderTotal)).toHaveCount(0);

    // the tools: in the first screen (no scrolling), to the left of the summary
    const viewport = page.viewportSize()!;
    const tools = page.getByRole('region', { name: T.tools });
    const summaryBox = await box(page, summary);
    for (const tool of [
      page.getByRole('button', { name: T.exportCart }),
      tools.getByRole('form', { name: T.quickCart }),
      tools.getByRole('form', { name: T.csv }),
      tools.getByRole('form', { name: T.saveList }),
    ]) {
      const b = await box(page, tool);
      expect(b.y + b.height, 'in the first screen').toBeLessThanOrEqual(viewport.height);
    }
    // SPEC's tools (an extension's, such as the active job, may follow below them)
    for (const tool of [
      tools.getByRole('form', { name: T.quickCart }),
      tools.getByRole('form', { name: T.csv }),
      tools.getByRole('form', { name: T.saveList }),
    ]) {
      const b = await box(page, tool);
      expect(b.x + b.width, 'beside the summary').toBeLessThanOrEqual(summaryBox.x);
      expect(b.y, 'level with the summary').toBeLessThan(summaryBox.y + summaryBox.height);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // a quantity of 0: the question in place, answered by keyboard
    const field = page.getByRole('textbox', { name: T.quantityOf(BRAKE_PADS) });
    await field.fill('0');
    await field.press('Enter');
    const question = page.getByRole('group', { name: T.zeroQuestion(BRAKE_PADS) });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: T.keep(1) })).toBeVisible();
    await expect(question.getByRole('button', { name: T.remove, exact: true })).toBeFocused();
    expect(await cartLines(page.request, token)).toEqual([
      [OIL_FILTER, 2],
      [BRAKE_PADS, 1],
    ]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: BRAKE_PADS })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: OIL_FILTER })).toBeVisible();
    await expect.poll(() => cartLines(page.request, token)).toEqual([[OIL_FILTER, 2]]);

    // Escape keeps the line, its quantity shown again
    const oil = page.getByRole('textbox', { name: T.quantityOf(OIL_FILTER) });
    await oil.fill('0');
    await oil.press('Enter');
    await expect(page.getByRole('group', { name: T.zeroQuestion(OIL_FILTER) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(oil).toHaveValue('2');
    await expect(oil).toBeFocused();
    expect(await cartLines(page.request, token)).toEqual([[OIL_FILTER, 2]]);
  });

  test(`${lang} 1366: the product page's quantity reads numbers as the language writes them ('7,5' refused, never 75)`, async ({
    page,
  }) => {
    const token = await dealerIn(page, lang, 1366);
    await cartWith(page.request, token, []);
    const stock = await page.request.post('/api/level4/ProductStock', { headers: auth(token), data: { sku: OIL_FILTER } });
    const { Id: part } = (await stock.json()) as { Id: number };
    await page.goto(`/level4/product/${part}`);
    const check = page.getByRole('button', { name: T.check }).first();
    const purchase = page.getByTestId('part-purchase').first();
    await expect(check.or(purchase)).toBeVisible();
    if (await check.isVisible()) await check.click();
    const field = purchase.getByLabel(T.quantity, { exact: true });
    const add = purchase.getByRole('button', { name: new RegExp(OIL_FILTER) });
    await field.fill('7,5');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(purchase.getByRole('alert')).toHaveText(T.whole);
    await expect(add).toBeDisabled();
    await field.press('Enter');
    expect(await cartLines(page.request, token)).toEqual([]);
    await field.fill('3');
    await expect(purchase.getByRole('alert')).toHaveCount(0);
    await field.press('Enter');
    await expect.poll(() => cartLines(page.request, token)).toEqual([[OIL_FILTER, 3]]);
  });

  test(`${lang} 390: small headers, the tools after the summary; pickup's one payment chosen; the terms link; the total beside Place order`, async ({
    page,
    context,
  }) => {
    const token = await dealerIn(page, lang, 390);
    await cartWith(page.request, token, [[OIL_FILTER, 2]]);
    await page.goto('/cart');
    const summary = page.getByRole('region', { name: T.summary });
    await expect(summary.getByTestId('order-total')).toBeVisible();
    await expect(summary.getByTestId('shipping-amount')).toHaveText(T.atCheckout);

    // the cart's own header is small: the first line starts right under the title
    const title = await box(page, page.getByRole('heading', { level: 1 }));
    const firstLine = await box(page, page.getByTestId('cart-line').first());
    expect(title.height).toBeLessThanOrEqual(36);
    expect(firstLine.y - title.y, 'the title and the gap under it').toBeLessThanOrEqual(56);
    // on a phone: the lines, the summary with Go to Checkout, then the tools
    const goToCheckout = page.getByRole('button', { name: T.goToCheckout });
    const tools = await box(page, page.getByRole('region', { name: T.tools }));
    expect(tools.y).toBeGreaterThan((await box(page, goToCheckout)).y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await goToCheckout.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const checkoutSummary = page.getByRole('region', { name: T.summary });
    await expect(checkoutSummary.getByTestId('order-total')).toBeVisible();
    // the steps in one row under a small title
    const steps = await box(page, page.locator('ol:has(button[aria-current="step"])'));
    expect(steps.height, 'the steps in one row').toBeLessThanOrEqual(48);
    const checkoutTitle = await box(page, page.getByRole('heading', { level: 1 }));
    expect(steps.y + steps.height - checkoutTitle.y, "the checkout's own header").toBeLessThanOrEqual(90);

    // a new address has no shipping method yet: no shipping amount
    await page.getByRole('radio', { name: T.newAddress }).check();
    await expect(checkoutSummary.getByTestId('shipping-amount')).toHaveText(T.toChoose);
    await expect(checkoutSummary.getByText(T.beforeShipping)).toBeVisible();

    // pickup: its one payment method is chosen for the dealer, Next is enabled
    await page.getByRole('radio', { name: T.pickup }).check();
    await expect(checkoutSummary.getByTestId('shipping-amount')).toHaveText(/0,00\s*zł/);
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByRole('radio', { name: T.payAtPickup })).toBeChecked();
    await expect(page.getByRole('button', { name: T.next })).toBeEnabled();
    await page.getByRole('button', { name: T.next }).click();

    // the terms: a link to the terms content page, in a new tab; the checkout stays
    const place = page.getByRole('button', { name: T.placeOrder });
    await expect(place).toBeDisabled();
    const link = page.getByRole('link', { name: T.termsLink });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = await link.getAttribute('href');
    expect(href).toBe('/p/conditions-of-use');
    const terms = await context.newPage();
    await terms.goto(href!);
    await expect(terms.getByRole('heading', { name: T.termsTitle })).toBeVisible();
    await terms.close();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(place).toBeDisabled();
    await page.getByRole('checkbox', { name: T.termsLink }).check();
    await expect(place).toBeEnabled();

    // at the top of the confirm step, the total is on screen beside Place order (the same row, at the bottom of the screen)
    await page.evaluate(() => window.scrollTo(0, 0));
    const total = page.getByTestId('place-order-total');
    await expect(total).toHaveText(
      new RegExp(`${T.total}\\s*${(await checkoutSummary.getByTestId('order-total').innerText()).replace(/\s/g, '\\s*')}`),
    );
    const totalBox = await box(page, total);
    const placeBox = await box(page, place);
    const viewport = page.viewportSize()!;
    for (const b of [totalBox, placeBox]) {
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height, 'on screen').toBeLessThanOrEqual(viewport.height);
    }
    expect(totalBox.x + totalBox.width, 'left of the button').toBeLessThanOrEqual(placeBox.x);
    expect(Math.abs(totalBox.y + totalBox.height / 2 - (placeBox.y + placeBox.height / 2)), 'on one row').toBeLessThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
