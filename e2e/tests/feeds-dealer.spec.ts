import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { addToCart, clearCart } from '../support/shop-api';
import { signedIn } from '../support/dealer';
import { needsExtension } from '../support/extensions';
import { ROOT, startShop, type RunningShop } from '../support/shop';

/**
 * Issue 39 (extensions feeds and price-file), on a shop of its own (its catalogue is changed):
 * a delta feed imported by `pnpm feed:import` into the running shop's database changes a price the
 * board shows, without a restart; a part it withdraws stays in the dealer's cart, said withdrawn
 * with its replacement, which one click puts in its place; the dealer downloads the price list.
 * Then a full feed (the example): its board shows the feed's own diagram file, hotspots over it.
 */

/** A delta feed of the given files (manifest added) in a new temporary folder. */
function deltaFeed(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-delta-'));
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, kind: 'delta', created: '2026-11-28T10:00:00Z', version: 'e2e-delta' }),
  );
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** `pnpm feed:import <feed>` against the running shop's database, as an operator runs it. */
function feedImport(shop: RunningShop, feed: string): void {
  const result = spawnSync('pnpm', ['-s', 'feed:import', feed, '--lang', 'en'], {
    cwd: ROOT,
    env: { ...process.env, DB_FILE: shop.dbFile },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`feed:import: ${result.stdout}\n${result.stderr}`);
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test('pl 1366, en 390: a delta feed’s price on the board without a restart, a withdrawn part in the cart and its replacement, the price list', async ({
  browser,
}) => {
  needsExtension('feeds');
  needsExtension('price-file');
  test.setTimeout(120_000);
  const shop = await startShop();
  const desktop = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL', viewport: { width: 1366, height: 900 } });
  try {
    const page = await desktop.newPage();
    const token = await signedIn(page, 'pl');
    await clearCart(page.request, token);
    await addToCart(page.request, token, '99110000003', 2);

    await page.goto('/level4');
    await page.getByRole('textbox', { name: 'Numer części' }).fill('99110000001');
    await page.getByRole('search', { name: 'Znajdź część' }).getByRole('button', { name: 'Szukaj' }).click();
    const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await expect(row.getByTestId('part-price')).toHaveText(/40,39\s*zł/);

    // the operator's delta: a new price, a part withdrawn with its replacement
    feedImport(
      shop,
      deltaFeed({
        'prices.csv': 'number;price_gross\n99110000001;50.00\n',
        'withdrawn.csv': 'number;replacement\n99110000003;99110000001\n',
      }),
    );
    await page.reload();
    // the dealer's 12 % off the new catalogue price
    await expect(row.getByTestId('part-price')).toHaveText(/44,00\s*zł/);

    await page.goto('/cart');
    const withdrawn = page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name: '99110000003' }) });
    await expect(withdrawn.getByTestId('withdrawn')).toContainText('Wycofana z katalogu, zastąpiona przez 99110000001');
    await expect(page.getByRole('button', { name: 'Przejdź do zamówienia' })).toHaveCount(0);
    await withdrawn.getByRole('button', { name: 'Weź 99110000001 w zamian' }).click();
    await expect(page.getByRole('heading', { name: '99110000001' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '99110000003' })).toHaveCount(0);
    await expect(page.getByTestId('withdrawn')).toHaveCount(0);

    await page.goto('/my-account/shopping-list');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz cennik (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cennik-${today()}.csv`);
    const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('part_number;name;catalogue_price;net_price;stock;replaced_by');
    expect(lines.find((line) => line.startsWith('99110000001;'))).toMatch(/^99110000001;Wkład filtra oleju;50\.00;35\.77;dostępna;$/);
    expect(lines.find((line) => line.startsWith('99110000003;'))).toMatch(/;wycofana;99110000001$/);
    await clearCart(page.request, token);
  } finally {
    await desktop.close();
  }

  const phone = await browser.newContext({
    baseURL: shop.baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await phone.newPage();
    await signedIn(page, 'en');
    await page.goto('/my-account/shopping-list');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download price list (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`price-list-${today()}.csv`);
    const text = fs.readFileSync((await download.path()) ?? '', 'utf8');
    expect(text.split('\r\n').find((line) => line.startsWith('99110000001;'))).toBe('99110000001;Oil filter element;50.00;35.77;in stock;');

    // the operator's full feed, the example: its board shows the feed's own diagram file (SVG), hotspots over it
    feedImport(shop, path.join(ROOT, 'api', 'feeds', 'example'));
    const svg = fs.readFileSync(path.join(ROOT, 'api', 'feeds', 'example', 'images', 'oil-filter-s200.svg'), 'utf8');
    const diagramFile = page.waitForResponse(
      (response) => response.url().includes('/backoffice/images/files/') && response.url().endsWith('.svg'),
    );
    await page.goto('/level4/product/99110000001?by=sku&vehicleSpecific=false');
    await expect(page.getByRole('heading', { level: 1, name: 'Oil filter' })).toBeVisible();
    const diagram = page.getByTestId('board-diagram');
    await expect(diagram.getByTestId('hotspot')).toHaveCount(7);
    const file = await diagramFile;
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/svg+xml');
    expect(file.headers()['content-security-policy']).toMatch(/^sandbox;/);
    expect(await file.text()).toBe(svg);
    // the browser can draw what the diagram's address gives (decode() fails on a file it cannot draw)
    const href = await diagram.locator('image').getAttribute('href');
    expect(
      await page.evaluate(async (url) => {
        const image = new Image();
        image.src = url;
        await image.decode();
        return image.complete;
      }, href ?? ''),
    ).toBe(true);
  } finally {
    await phone.close();
    await shop.stop();
  }
});
