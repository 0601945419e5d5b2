/**
 * A dealer's whole day through the spec's own flows, as the dealer does it, in Polish (the shop's
 * default language): sign in on the login page, a VIN on the home page, the catalogue's category menu
 * down to a board, a part chosen on the diagram's hotspot into the cart, a quick add by part number,
 * a CSV import, the offer printed, the cart saved as a shopping list, the checkout by courier to the
 * stored address, the success page, the order in the order history, logout. Tagged @spec-api: the
 * project `no-extensions` runs it too (playwright.config.ts), on a back end that speaks only the
 * spec's contract; with the extensions only the board's prices come at once (batch-stock).
 */
import { expect, test, type Page } from '../support/test';
import { apiToken, DEALER, logInAs } from '../support/dealer';
import { extensionOn } from '../support/extensions';
import { countPrints } from '../support/print';
import { auth, clearCart } from '../support/shop-api';
import { text } from '../support/texts';

const VIN = 'WDX3333333A100001'; // Series 200, S 220
const OIL_FILTER = '99110000001'; // position 1 of the Series 200 oil filter board: 40,39 zł for the dealer
const BRAKE_PADS = '99340000001';
const SEALING_RING = '99110000003';
const O_RING = '99110000005';

type Values = Record<string, string | number>;
const catalog = (key: string, values?: Values) => text('remote-catalog', 'pl', key, values);
const cart = (key: string, values?: Values) => text('remote-cart-checkout', 'pl', key, values);
const account = (key: string, values?: Values) => text('remote-account', 'pl', key, values);
const host = (key: string, values?: Values) => text('host', 'pl', key, values);
const kernel = (key: string, values?: Values) => text('shared-kernel', 'pl', key, values);

/** The demo catalogue's and the demo dealer's names the dealer clicks, in Polish. */
const DEMO = {
  engine: 'Silnik',
  lubrication: 'Smarowanie',
  oilFilter: 'Filtr oleju',
  board: /GR-S200-0003/,
  storedAddress: /Kraków/,
  courier: /Kurier DPD/,
  transfer: /Przelew/,
};

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sidebar menu of the header (the account's pages and logout), opened. */
async function openMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: host('header.openMenu') })
    .click();
  return page.getByRole('dialog', { name: host('sidebar.title') });
}

test(
  "a dealer's day: a VIN, a board's hotspot, a quick add and a CSV file into the cart, the offer printed, a list saved, a courier order in the history, logout",
  { tag: '@spec-api' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // the scene: the day starts with an empty cart (the worker's shop keeps what earlier journeys left)
    const setup = await apiToken(page.request);
    await clearCart(page.request, setup);
    const prints = await countPrints(page);
    const cartLines = page.getByTestId('cart-line');
    const cartLine = (sku: string) => cartLines.filter({ has: page.getByRole('heading', { name: sku, exact: true }) });

    await test.step('sign in on the login page', async () => {
      await logInAs(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(DEALER.firstName);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });

    await test.step('a VIN on the home page makes the vehicle current and opens the catalogue', async () => {
      await page.getByLabel(catalog('vin.label'), { exact: true }).fill(VIN);
      await page
        .getByRole('form', { name: catalog('vin.title') })
        .getByRole('button', { name: catalog('vin.search') })
        .click();
      await expect(page).toHaveURL(/\/level4$/);
      await expect(page.getByTestId('current-vehicle')).toContainText(VIN);
    });

    await test.step('the category menu down to the oil filter board', async () => {
      const menu = page.getByRole('navigation', { name: catalog('categories.title') });
      await menu.getByRole('button', { name: DEMO.engine }).click();
      await menu.getByRole('button', { name: DEMO.lubrication }).click();
      await menu.getByRole('link', { name: DEMO.oilFilter, exact: true }).click();
      await expect(page).toHaveURL(/\/level4\/category\/\d+/);
      await expect(page.getByRole('heading', { level: 1, name: DEMO.oilFilter })).toBeVisible();
      await page.getByRole('link', { name: DEMO.board }).click();
      await expect(page).toHaveURL(/\/level4\/product\/\d+/);
      await expect(page.getByTestId('board-diagram').getByTestId('hotspot')).toHaveCount(14);
    });

    await test.step('a hotspot chooses its part, whose stock and price are checked, and the part goes into the cart', async () => {
      await page
        .getByTestId('board-diagram')
        .getByRole('button', { name: catalog('diagram.position', { position: 1 }), exact: true })
        .click();
      const row = page.getByTestId('part-row').filter({ hasText: OIL_FILTER });
      await expect(row).toHaveAttribute('aria-current', 'true');
      // the spec's 'Check Stock and Price' (with the batch extension the board is priced on arrival)
      if (!extensionOn('batch-stock')) await row.getByRole('button', { name: new RegExp(`^${escape(catalog('part.check'))}`) }).click();
      await expect(row.getByTestId('part-price')).toHaveText(/40,39\s*zł/);
      await row.getByRole('button', { name: new RegExp(`^${escape(catalog('part.addToCart'))}`) }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    await test.step('the cart from the header; a quick add by part number', async () => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: host('header.cartCount', { count: 1 }) })
        .click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cartLine(OIL_FILTER)).toBeVisible();
      const quick = page.getByRole('form', { name: cart('quickCart.title') });
      await quick.getByRole('textbox', { name: cart('quickCart.partNumber') }).fill(BRAKE_PADS);
      await quick.getByRole('button', { name: cart('quickCart.add') }).click();
      await expect(page.getByText(cart('productAdded'))).toBeVisible();
      await expect(cartLine(BRAKE_PADS)).toBeVisible();
      await expect(cartLines).toHaveCount(2);
    });

    await test.step('a CSV import of two more parts', async () => {
      const csv = `sku;quantity\n${SEALING_RING};4\n${O_RING};2\n`;
      await page
        .getByLabel(cart('csv.file'))
        .setInputFiles({ name: 'zamowienie.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await expect(page.getByText(cart('csv.summary_few', { taken: 2, dropped: 0 }))).toBeVisible();
      await page.getByRole('button', { name: cart('csv.import'), exact: true }).click();
      await expect(cartLine(SEALING_RING)).toBeVisible();
      await expect(cartLine(O_RING)).toBeVisible();
      await expect(cartLines).toHaveCount(4);
      await expect(cartLine(SEALING_RING).getByRole('textbox', { name: cart('line.quantityOf', { label: SEALING_RING }) })).toHaveValue(
        '4',
      );
    });

    await test.step('the offer for the customer, printed, then back to the cart', async () => {
      await page.getByRole('button', { name: cart('createOffer') }).click();
      await expect(page).toHaveURL(/\/offer$/);
      await expect(page.getByTestId('offer-row')).toHaveCount(4);
      await page.getByLabel(cart('offer.name'), { exact: true }).fill('Serwis olejowy i klocki, pan Nowak');
      await page.getByRole('button', { name: cart('offer.print') }).click();
      await expect.poll(prints).toBe(1);
      await page.getByRole('link', { name: cart('offer.returnToCart') }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(cartLines).toHaveCount(4);
    });

    const listName = `Serwis ${Date.now().toString(36)}`;
    await test.step('the cart saved as a new shopping list, found in the account', async () => {
      await expect(page.getByRole('radio', { name: cart('saveCart.newList') })).toBeChecked();
      await page.getByLabel(cart('saveCart.name')).fill(listName);
      await page.getByRole('button', { name: cart('saveCart.save') }).click();
      await expect(page).toHaveURL(/\/my-account\/shopping-list$/);
      await expect(page.getByTestId('shopping-list').filter({ hasText: listName })).toContainText(
        account('shoppingLists.itemCount_few', { count: 4 }),
      );
    });

    let order = '';
    await test.step('checkout by courier to the stored shipping address', async () => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: host('header.cartCount', { count: 4 }) })
        .click();
      await page.getByRole('button', { name: cart('goToCheckout') }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByRole('radio', { name: DEMO.storedAddress }).first()).toBeChecked();
      await expect(page.getByRole('radio', { name: DEMO.courier })).toBeChecked();
      await page.getByRole('button', { name: cart('checkout.next') }).click();
      await expect(page.getByRole('radio', { name: DEMO.transfer })).toBeChecked();
      await page.getByRole('button', { name: cart('checkout.next') }).click();
      const place = page.getByRole('button', { name: cart('checkout.placeOrder') });
      await expect(place).toBeDisabled();
      await page.getByRole('checkbox', { name: new RegExp(cart('checkout.termsLink')) }).check();
      await place.click();
      await expect(page).toHaveURL(/\/success\?order=\w+/);
      order = new URL(page.url()).searchParams.get('order') ?? '';
      expect(order).not.toBe('');
    });

    await test.step('the success page, then home with an empty cart', async () => {
      await expect(page.getByText(cart('checkout.orderPlaced'))).toBeVisible();
      await expect(page.getByRole('heading', { name: cart('success.title') })).toBeVisible();
      await expect(page.getByText(cart('success.orderNumber', { order }))).toBeVisible();
      await page.getByRole('link', { name: cart('success.returnHome') }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });

    await test.step('the order in the order history, opened with its four lines', async () => {
      await (await openMenu(page)).getByRole('link', { name: kernel('accountMenu.orderHistory') }).click();
      await expect(page).toHaveURL(/\/my-account\/order-history$/);
      const row = page.getByTestId('order-row').filter({ hasText: order });
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: order, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account('order.title', { number: order }));
      const lines = page.getByTestId('order-line');
      await expect(lines).toHaveCount(4);
      for (const sku of [OIL_FILTER, BRAKE_PADS, SEALING_RING, O_RING]) await expect(lines.filter({ hasText: sku })).toHaveCount(1);
    });

    await test.step('logout from the menu ends the session', async () => {
      const session = await page.evaluate(() => window.localStorage.getItem('token'));
      await (await openMenu(page)).getByRole('link', { name: host('sidebar.logout') }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      expect((await page.request.get('/api/Customer/get', { headers: auth(session ?? '') })).status()).toBe(401);
    });

    // the worker's shop keeps its lists for the next journeys: the day's list goes
    const lists = (await (await page.request.get('/api/ShoppingList', { headers: auth(setup) })).json()) as { Id: number; Name: string }[];
    for (const list of lists.filter((entry) => entry.Name === listName)) {
      expect((await page.request.delete(`/api/ShoppingList/${list.Id}`, { headers: auth(setup) })).ok()).toBeTruthy();
    }
  },
);
