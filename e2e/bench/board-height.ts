/**
 * `pnpm exec tsx e2e/bench/board-height.ts`: the height of the 14-part oil-filter board page
 * (document scroll height), unpriced and priced, at 1366x900 and 390x844, Polish, on the
 * production build with every extension on (issue 26). Prints the numbers; asserts nothing.
 * Unpriced: the board opened by its link (no part searched for), before any price is asked.
 * Priced: after every row shows its price (prices at once, or 'Check all prices' where offered).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { startShop } from '../support/shop';
import { signIn } from './measure';

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

async function main() {
  const shop = await startShop();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const setup = await browser.newContext({ baseURL: shop.baseURL });
    const token = await signIn(setup.request, shop.baseURL);
    const found = await setup.request.post('/api/Level4Product/Find', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Sku: '99110000001' },
    });
    const board = ((await found.json()) as { Boards: { Id: number; GrafikId: number }[] }).Boards[0]!;
    await setup.close();
    for (const [width, viewHeight] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      for (const pricesAtOnce of [true, false]) {
        const context = await browser.newContext({ baseURL: shop.baseURL, viewport: { width, height: viewHeight }, locale: 'pl-PL' });
        const page = await context.newPage();
        await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
        await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'pl'));
        if (!pricesAtOnce) await page.addInitScript(() => window.localStorage.setItem('catalog:prices-at-once', 'false'));
        await page.goto(`/level4/product/${board.Id}?hotspots=${board.GrafikId}`);
        await page.getByTestId('board-diagram').waitFor();
        await page.getByTestId('part-row').first().waitFor();
        await page.waitForTimeout(500);
        const unpriced = await height(page);
        const checkAll = page.getByRole('button', { name: 'Sprawdź wszystkie ceny' });
        if (await checkAll.isEnabled().catch(() => false)) await checkAll.click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="part-price"]').length >= 13, undefined, {
          timeout: 15000,
        });
        await page.waitForTimeout(500);
        const priced = await height(page);
        const shots = process.env.BOARD_SHOTS; // a folder: screenshots of what was measured
        if (shots) {
          const name = `${shots}/board-${width}-${pricesAtOnce ? 'at-once' : 'asked'}`;
          await page.screenshot({ path: `${name}.png` });
          await page.screenshot({ path: `${name}-full.png`, fullPage: true });
          if (width < 800 && pricesAtOnce) {
            await page.locator('rect[data-testid="hotspot"][data-position="3"]').first().click();
            await page.getByTestId('hotspot-panel').waitFor();
            await page.screenshot({ path: `${name}-panel.png` });
          }
        }
        console.log(
          `${width}x${viewHeight} prices-at-once=${pricesAtOnce}: first view ${unpriced} px, priced ${priced} px (${(priced / viewHeight).toFixed(2)} screens)`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
