/**
 * The shell's frame in index.html: the first paint needs no script (the header bar and the
 * loading status in the dealer's language, the page's layout), and the host takes its place
 * without a jump: its header where the frame's was, no layout shift.
 */
import { expect, test, type Page } from '../support/test';
import { signInQuickly } from '../support/dealer';

// the journeys hold back or refuse requests with page.route, which a service worker's answers bypass
test.use({ serviceWorkers: 'block' });

/** Every script file refused: what shows is what the HTML paints alone (its inline scripts run). */
async function blockScriptFiles(page: Page) {
  await page.route(/\.js(\?.*)?$/, (route) => route.abort());
}

async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
}

/** Layout shifts of the load, collected from the start (before any script of the page). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        shifts.push({
          value: entry.value,
          nodes: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);

const frameHeader = (page: Page) => page.locator('#shell-frame .frame-header');

test('without any script file, a guest on /login sees the frame in Polish: the header bar and the loading status', async ({ page }) => {
  await blockScriptFiles(page);
  await page.goto('/login');
  const status = page.locator('#shell-frame').getByRole('status');
  await expect(status).toHaveText('Ładowanie aplikacji...');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('html')).toHaveAttribute('data-frame', 'simple out');
  expect((await frameHeader(page).boundingBox())?.height).toBe(65);
  // the frame is decoration and a status: no banner or main landmark until the shop's own
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
});

test('without any script file, a signed-in dealer who chose English sees the frame of the cart in English', async ({ page }) => {
  await signInQuickly(page);
  await inEnglish(page);
  await blockScriptFiles(page);
  await page.goto('/cart');
  await expect(page.locator('#shell-frame').getByRole('status')).toHaveText('Loading Application...');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-frame', 'simple in');
});

/**
 * Opens the path with one reference call held back (the frame stays for sure), notes where the
 * frame's header ends, lets the shop start, and answers where the shop's header ends.
 */
async function takeover(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Warehouse/list', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  await expect(page.locator('#shell-frame').getByRole('status')).toBeVisible();
  const frame = await frameHeader(page).boundingBox();
  release();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#shell-frame')).toHaveCount(0);
  const header = await page.getByRole('banner').boundingBox();
  await page.unroute('**/api/Warehouse/list');
  return { frameBottom: (frame?.y ?? NaN) + (frame?.height ?? NaN), headerBottom: (header?.y ?? NaN) + (header?.height ?? NaN) };
}

test("the shop takes the frame's place without a jump: its header ends where the frame's did, and nothing shifts", async ({ page }) => {
  await signInQuickly(page);
  await inEnglish(page);
  await recordShifts(page);
  // a first visit: the frame's header is the one the shop draws at this width
  const home = await takeover(page, '/');
  expect(home.headerBottom).toBeCloseTo(home.frameBottom, 0);
  // the next load of a page of the other layout: the height this browser remembered for it
  await page.goto('/cart');
  await expect(page.getByRole('banner')).toBeVisible();
  const cart = await takeover(page, '/cart');
  expect(cart.headerBottom).toBeCloseTo(cart.frameBottom, 0);
  await page.getByRole('main').waitFor();
  expect(await shiftsOf(page)).toEqual([]);
});

test('on a phone the remembered header, wrapped to two rows, is the frame of the next load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuickly(page);
  await recordShifts(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const again = await takeover(page, '/');
  expect(again.headerBottom).toBeGreaterThan(100);
  expect(again.headerBottom).toBeCloseTo(again.frameBottom, 0);
  expect(await shiftsOf(page)).toEqual([]);
});

test("the shop's layout shows while the page's remote code is still on its way; the page's slides are asked for once", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/account/**/__federation_expose_LoginPage*.js', async (route) => {
    await held;
    await route.continue();
  });
  const slides: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/slider') slides.push(new URL(request.url()).search);
  });
  // (the load event would wait for the held file, which the boot script preloads)
  await page.goto('/login', { waitUntil: 'commit' });
  // the header with the store's logo, and the page's area loading, before the login form's code has arrived
  await expect(page.getByRole('banner').locator('img')).toBeVisible();
  await expect(page.locator('#shell-frame')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.locator('#login-email')).toHaveCount(0);
  release();
  await expect(page.locator('#login-email')).toBeVisible();
  expect(slides).toEqual(['?sliderType=3']);
});

test("without any script file, the opened page's slides are asked for with the reference data: a guest's /login its slider, a dealer's home page its own", async ({
  page,
}) => {
  await blockScriptFiles(page);
  const asked = (path: string) => page.waitForRequest((request) => request.url().endsWith(path));
  await Promise.all([asked('/api/slider?sliderType=3'), asked('/api/Store/get'), page.goto('/login')]);
  await signInQuickly(page);
  await Promise.all([asked('/api/slider?sliderType=0'), page.goto('/')]);
});
