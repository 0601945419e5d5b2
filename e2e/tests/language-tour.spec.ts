/**
 * Issue 27, item 4 and its third "Done when": a tour of every route of the shop (SPEC section 2)
 * in Polish and in English, with the demo data. On each page (and each step of the checkout) the
 * visible text, the texts of its pictures (alt, title, aria-label, placeholder, and the words the
 * back office draws into its SVG pictures) are compared with the other language's texts: the
 * apps' locale files, the API's messages and the demo data's names (support/language-catalogues.ts).
 * A word only the other language has fails the tour, listed with the page it was on.
 *
 * TOUR_SHOTS=<dir> also leaves a screenshot of each page there (at TOUR_WIDTH, 1366 by default),
 * for looking at the pages as a dealer does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { DEALER } from '../support/dealer';
import { auth, cartWith, ordersOf } from '../support/shop-api';
import { foreignWords, loadCatalogues, type TourLanguage } from '../support/language-catalogues';

const catalogues = loadCatalogues();
const OIL_FILTER = '99110000001';
const BRAKE_PADS = '99340000001';
const VIN = 'WDX3333333A100001';
const SHOTS = process.env.TOUR_SHOTS;
const WIDTH = Number(process.env.TOUR_WIDTH) || 1366;

interface Finding {
  page: string;
  words: string[];
  in: string;
}

/** What the page shows: its visible text, the texts of its visible elements' attributes, the back office's pictures. */
async function shownTexts(page: Page): Promise<{ texts: { text: string; in: string }[]; pictures: string[] }> {
  return page.evaluate(() => {
    const texts: { text: string; in: string }[] = [{ text: document.body.innerText, in: 'text' }];
    const pictures = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>('[alt], [title], [aria-label], [placeholder], img')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push({ text: value, in: `${element.tagName.toLowerCase()}[${name}]` });
      }
      if (element instanceof HTMLImageElement && element.currentSrc.includes('/backoffice/')) pictures.add(element.currentSrc);
    }
    texts.push({ text: document.title, in: 'title' });
    return { texts, pictures: [...pictures] };
  });
}

/** The words an SVG picture of the back office shows: its label and its drawn texts. */
async function pictureTexts(request: APIRequestContext, url: string): Promise<string> {
  const svg = await (await request.get(url)).text();
  const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
  const drawn = [...svg.matchAll(/<(?:text|tspan)\b[^>]*>([^<]*)</g)].map((match) => match[1]);
  const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  return decode([label, ...drawn].join(' '));
}

class Tour {
  readonly findings: Finding[] = [];
  readonly visited: string[] = [];
  private readonly pictures = new Map<string, string>();

  constructor(
    private readonly page: Page,
    private readonly language: TourLanguage,
    /** What the dealer typed (support/language-catalogues.ts: in the dealer's own words). */
    private readonly typed: readonly string[],
  ) {}

  /** Compares what the page shows now with the other language's texts. */
  async look(name: string): Promise<void> {
    const { page, language } = this;
    // what is loading settles first: no spinner and no busy region left
    await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
    const { texts, pictures } = await shownTexts(page);
    for (const url of pictures) {
      if (!this.pictures.has(url)) this.pictures.set(url, await pictureTexts(page.request, url));
      texts.push({ text: this.pictures.get(url) ?? '', in: `picture ${new URL(url).pathname}${new URL(url).search}` });
    }
    for (const { text, in: where } of texts) {
      const words = foreignWords(catalogues, language, text, this.typed);
      if (words.length > 0) this.findings.push({ page: name, words, in: where });
    }
    this.visited.push(name);
    if (SHOTS) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${language}-${WIDTH}-${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
    }
  }

  async visit(url: string, name: string, ready: (page: Page) => Promise<void>): Promise<void> {
    await this.page.goto(url);
    await ready(this.page);
    await this.look(name);
  }
}

async function signedInPage(
  browser: Browser,
  baseURL: string,
  language: TourLanguage,
): Promise<{ page: Page; token: string; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'pl' ? 'pl-PL' : 'en-GB',
    viewport: { width: WIDTH, height: 900 },
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/user/login', {
    data: { email: DEALER.email, password: Buffer.from(DEALER.password, 'utf8').toString('base64') },
  });
  expect(login.ok()).toBeTruthy();
  const token = await login.text();
  await context.addInitScript(
    ({ value, lang }: { value: string; lang: string }) => {
      window.localStorage.setItem('token', value);
      window.localStorage.setItem('i18nextLng', lang);
    },
    { value: token, lang: language },
  );
  return { page, token, close: () => context.close() };
}

/** Names the shop translates (the country's and the province's), not the dealer's words. */
const TRANSLATED_FIELDS = new Set(['CountryName', 'StateProvinceName']);

/** Every text of a JSON answer but the translated names. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!TRANSLATED_FIELDS.has(key)) stringsOf(child, into);
  }
  return into;
}

/**
 * What the dealer typed, as the API keeps it: the profile and the addresses, the names of the
 * lists, and of the orders their notes, addresses and the dealer's own reference (longest first, so
 * a longer text goes before a part of it).
 */
async function dealerTyped(request: APIRequestContext, token: string): Promise<string[]> {
  const customer = await (await request.get('/api/Customer/get', { headers: auth(token) })).json();
  const lists = (await (await request.get('/api/ShoppingList', { headers: auth(token) })).json()) as { Name: string }[];
  const notes: string[] = [];
  for (const order of await ordersOf(request, token)) {
    const detail = (await (await request.get(`/api/Order/get?id=${order.Id}`, { headers: auth(token) })).json()) as {
      OrderNotes?: { Note: string }[];
      ShippingAddress?: unknown;
      BillingAddress?: unknown;
      CustomerReference?: string;
    };
    notes.push(...(detail.OrderNotes ?? []).map((note) => note.Note), ...stringsOf([detail.ShippingAddress, detail.BillingAddress]));
    if (detail.CustomerReference) notes.push(detail.CustomerReference);
  }
  return [...new Set([...stringsOf(customer), ...lists.map((list) => list.Name), ...notes])]
    .filter((text) => text.trim().length > 1)
    .sort((a, b) => b.length - a.length);
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test("the tour's comparison finds what the issue's tour saw, and lets the dealer's own words and codes be", () => {
  // English left on the Polish screen, Polish on the English one (issue 27, tour item 5)
  expect(foreignWords(catalogues, 'pl', 'Oil filter - Series 200')).toEqual(['oil', 'filter', 'series']);
  expect(foreignWords(catalogues, 'pl', 'Credit note: returned brake discs')).toEqual(
    expect.arrayContaining(['credit', 'returned', 'discs']),
  );
  expect(foreignWords(catalogues, 'pl', 'środowisko: production')).toEqual(['production']);
  expect(foreignWords(catalogues, 'pl', 'Branch office Kraków')).toEqual(['branch', 'office']);
  expect(foreignWords(catalogues, 'en', 'Seria 200 (S200)')).toEqual(['seria']);
  // their translations pass
  expect(foreignWords(catalogues, 'pl', 'Filtr oleju - Seria 200 · środowisko: produkcyjne · Oddział Kraków')).toEqual([]);
  expect(foreignWords(catalogues, 'en', 'Series 200 (S200) · stage: production · Branch office Kraków')).toEqual([]);
  // an e-mail address, a branch code and what the dealer typed are nobody's language
  expect(foreignWords(catalogues, 'en', 'Oddział POZ, dealer@example.com', ['Oddział'])).toEqual([]);
});

for (const language of ['pl', 'en'] as const) {
  test(`the header keeps one row from 1280 px in ${language === 'pl' ? 'Polish' : 'English'}, with everything in it`, async ({
    browser,
    shop,
  }) => {
    const { page, close } = await signedInPage(browser, shop.baseURL, language);
    try {
      await page.goto('/');
      const banner = page.getByRole('banner');
      const menu = banner.getByRole('button', { name: /^(Otwórz menu|Open menu)$/ });
      const parts = [
        menu,
        banner.getByRole('link', { name: /^(Katalog|Catalog)$/ }),
        banner.getByRole('link', { name: /^(O nas|About us)$/ }).last(),
        banner.getByRole('link', { name: /^(Wysyłka i zwroty|Shipping and returns)$/ }).last(),
        banner.getByRole('search'),
        banner.getByRole('button', { name: /^(Akcje|Actions)/ }),
        banner.getByTestId('header-shopping-list'),
        banner.getByTestId('header-cart'),
        banner.getByRole('link', { name: /^(Moje konto|My account)$/ }),
      ];
      for (const width of [1280, 1366, 1440, 1600]) {
        await page.setViewportSize({ width, height: 800 });
        const row = await menu.boundingBox();
        for (const part of parts) {
          await expect(part).toBeVisible();
          const box = await part.boundingBox();
          // on the menu button's row: its middle within the button's height
          const middle = (box?.y ?? 0) + (box?.height ?? 0) / 2;
          expect(middle, `${width} px`).toBeGreaterThan(row?.y ?? 0);
          expect(middle, `${width} px`).toBeLessThan((row?.y ?? 0) + (row?.height ?? 0));
        }
      }
    } finally {
      await close();
    }
  });

  test(`a tour of every route in ${language === 'pl' ? 'Polish' : 'English'} shows no text of the other language`, async ({
    browser,
    shop,
  }) => {
    test.setTimeout(240_000);
    const { page, token, close } = await signedInPage(browser, shop.baseURL, language);
    const tour = new Tour(page, language, await dealerTyped(page.request, token));
    const next = page.getByRole('button', { name: /^(Dalej|Next)$/ });
    try {
      // the scene: a part in the cart, a current vehicle, the dealer's orders and lists (demo data)
      await cartWith(page.request, token, [
        [OIL_FILTER, 2],
        [BRAKE_PADS, 1],
      ]);
      const found = (await (
        await page.request.post('/api/Level4Product/Find', { headers: auth(token), data: { Sku: OIL_FILTER } })
      ).json()) as {
        SimpleProduct: { Id: number };
        Boards: { Id: number }[];
      };
      // the brakes: a category page with its banner
      const categories = (await (
        await page.request.post('/api/Level4Category/List', { headers: { ...auth(token), 'Accept-Language': 'en' }, data: { id: 0 } })
      ).json()) as { Id: number; Name: string }[];
      const brakes = categories.find((category) => category.Name === 'Brakes');
      expect(brakes, 'the demo catalogue has brakes').toBeDefined();
      const orders = await ordersOf(page.request, token);
      const order = orders[0];
      expect(order, 'the demo dealer has orders').toBeDefined();

      await tour.visit('/', 'home', heading);
      // a current vehicle by VIN (the catalogue shows it on its pages)
      const vin = page.locator('#catalog-vin');
      await vin.fill(VIN);
      await vin.press('Enter');
      await expect(page).toHaveURL(/\/level4/);
      await tour.look('level4 with a vehicle');
      await tour.visit(`/level4/category/${brakes?.Id}`, 'category', heading);
      await tour.visit(`/level4/product/${found.Boards[0]?.Id ?? 0}`, 'board', async (p) => {
        await expect(p.getByTestId('part-row').first()).toBeVisible();
      });
      await tour.visit(`/level4/product/${found.SimpleProduct.Id}`, 'part', heading);
      await tour.visit(`/level4/product/${OIL_FILTER}?by=sku&vehicleSpecific=true`, 'part search', heading);

      await tour.visit('/cart', 'cart', async (p) => {
        await expect(p.getByText(OIL_FILTER).first()).toBeVisible();
      });
      await tour.visit('/offer', 'offer', async (p) => {
        await expect(p.getByText(OIL_FILTER).first()).toBeVisible();
      });
      await tour.visit('/checkout', 'checkout shipping', async (p) => {
        await expect(p.getByRole('radio').first()).toBeVisible();
      });
      await next.click();
      await expect(page.getByRole('radio').first()).toBeVisible();
      await tour.look('checkout payment');
      await next.click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await tour.look('checkout confirm');
      await tour.visit(`/success?order=${order?.OrderNumber}`, 'success', heading);

      await tour.visit('/my-account/my-profile', 'profile', heading);
      await tour.visit('/my-account/addresses', 'addresses', heading);
      await tour.visit('/my-account/order-history', 'order history', heading);
      const dealerSystem = page.getByRole('tab', { name: /^(Zamówienia z systemu dealerskiego|Dealer system orders)$/ });
      if (await dealerSystem.isVisible()) {
        await dealerSystem.click();
        await expect(page.getByTestId('dealer-system-order-row').first()).toBeVisible();
        await tour.look('dealer-system documents');
        // a document opens from its number (the credit note: its description was English only)
        await page.getByRole('button', { name: /^(Otwórz dokument|Open document) KOR\// }).click();
        await expect(page.getByTestId('dealer-system-document')).toBeVisible();
        await tour.look('dealer-system document');
        await page.keyboard.press('Escape');
      }
      await tour.visit(`/my-account/order-history/${order?.Id}`, 'order in the history', async (p) => {
        await expect(p.getByTestId('order-line').first()).toBeVisible();
      });
      await tour.visit(`/orderdetails/${order?.Id}`, 'order detail', async (p) => {
        await expect(p.getByTestId('order-line').first()).toBeVisible();
      });
      await tour.visit('/my-account/shopping-list', 'shopping lists', heading);
      const list = page.getByRole('button', { expanded: false }).first();
      if (await list.isVisible()) {
        await list.click();
        await tour.look('shopping list opened');
      }
      await tour.visit('/p/about-us', 'content page', heading);
      await tour.visit('/p/shipping-returns', 'content page 2', heading);
      await tour.visit('/no/such/page', 'not found', heading);
      await tour.visit('/orderdetails/987654', 'order not found', async (p) => {
        await expect(
          p
            .getByRole('alert')
            .or(p.getByRole('heading', { level: 1 }))
            .first(),
        ).toBeVisible();
      });

      // the guest pages (the cart emptied first: the journeys of this worker share the dealer)
      await clearCartQuietly(page.request, token);
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/(login)?$/);
      await tour.visit('/login', 'login', heading);
      await tour.visit('/register', 'register', heading);
      await tour.visit('/forgot-password', 'forgot password', heading);
      await tour.visit('/forgot-password/confirm?email=dealer%40example.com&token=not-a-token', 'forgot password confirm', heading);
      await tour.visit('/p/about-us', 'content page as a guest', heading);
      await tour.visit('/no/such/page', 'not found as a guest', heading);

      // one line per word and place, with the pages it was on
      const lines = new Map<string, string[]>();
      for (const finding of tour.findings) {
        const key = `${finding.words.join(', ')} (${finding.in})`;
        lines.set(key, [...(lines.get(key) ?? []), finding.page]);
      }
      expect(
        [...lines].map(([key, pages]) => `${key} on: ${pages.join(', ')}`),
        `visited: ${tour.visited.join(', ')}`,
      ).toEqual([]);
    } finally {
      await clearCartQuietly(page.request, token);
      await close();
    }
  });
}

async function clearCartQuietly(request: APIRequestContext, token: string): Promise<void> {
  await request.post('/api/ShoppingCart/ClearCart', { headers: auth(token) }).catch(() => undefined);
}
