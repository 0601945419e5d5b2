/**
 * Version skew between the host and a remote: a catalogue built earlier, against an older shared
 * kernel, runs beside today's host and the contract between them (events, paths, http) holds; a
 * remote that needs another kernel major is refused in its own area with a clear message.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEALER, signInQuickly } from '../support/dealer';
import { ROOT, readJson, runRootScript, startShop } from '../support/shop';

/** The last commit whose shared kernel was 1.0.0, before remotes declared the kernel they need. */
const KERNEL_1_0_0_COMMIT = '1a8c248';
const OLD_CATALOG = '0.9.0-kernel-1.0.0';

/** Builds the catalogue as it was at that commit, with that commit's kernel and build scripts, into `deployDir`. */
function buildOldCatalog(deployDir: string): void {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-old-catalog-'));
  try {
    execFileSync('sh', ['-c', `git archive ${KERNEL_1_0_0_COMMIT} | tar -x -C "${checkout}"`], { cwd: ROOT });
    expect(readJson<{ version: string }>(path.join(checkout, 'shared-kernel', 'package.json')).version).toBe('1.0.0');
    execFileSync('pnpm', ['install', '--frozen-lockfile', '--filter=parts-shop', '--filter=@parts/remote-catalog...'], {
      cwd: checkout,
      stdio: 'pipe',
    });
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-remote.ts', 'catalog', OLD_CATALOG], {
      cwd: checkout,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: 'pipe',
    });
  } finally {
    fs.rmSync(checkout, { recursive: true, force: true });
  }
}

async function logIn(page: Page, baseURL: string) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto(`${baseURL}/login`);
  await page.locator('#login-email').fill(DEALER.email);
  await page.locator('#login-password').fill(DEALER.password);
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

test("a catalogue built against kernel 1.0.0 runs beside today's host: http, events and paths hold", async ({ page }) => {
  test.setTimeout(300_000);
  const shop = await startShop({
    prepare: (deployDir) => {
      buildOldCatalog(deployDir);
      runRootScript('switch-remote', ['production', 'catalog', OLD_CATALOG], deployDir);
    },
  });
  try {
    await logIn(page, shop.baseURL);
    const catalog = page.locator('[data-remote="catalog"]').first();
    await expect(catalog).toHaveAttribute('data-remote-version', OLD_CATALOG);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.request.post(`${shop.baseURL}/api/ShoppingCart/ClearCart`, { headers: { Authorization: `Bearer ${token}` } });

    // http: the old catalogue calls the API with the host's session
    await page.getByLabel('VIN', { exact: true }).fill('WDX3333333A100001');
    await page.getByRole('form', { name: 'Search by VIN' }).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByTestId('current-vehicle')).toContainText('S 220');

    // paths: its part search opens the host's product route
    await page.getByRole('textbox', { name: 'Part number' }).fill('99110000001');
    await page.getByRole('search', { name: 'Find a part' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/level4\/product\/\d+\?.*position=1/);

    // events: its 'add to cart' reaches the host's header and notifications
    const row = page.getByTestId('part-row').filter({ hasText: '99110000001' });
    await row.getByRole('button', { name: /Check Stock and Price/ }).click();
    await row.getByRole('button', { name: /Add to cart/ }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('Product added to cart')).toBeVisible();

    // and today's cart remote shows the line
    await page.getByRole('link', { name: /cart/i }).first().click();
    await expect(page.locator('[data-remote="cart_checkout"]')).toContainText('99110000001');
  } finally {
    await shop.stop();
  }
});

test('a remote that needs another major of the shared kernel is refused in its area, with a clear message', async ({ page }) => {
  const kernel = readJson<{ version: string }>(path.join(ROOT, 'shared-kernel', 'package.json')).version;
  const [major] = kernel.split('.');
  const needs = `^${Number(major) + 1}.0.0`;
  // the catalogue as if built against the next kernel major: its manifest and its code declare that requirement
  await page.route(/\/remotes\/catalog\/.*\.(js|json)$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replaceAll(`requiredVersion:"^${kernel}"`, `requiredVersion:"${needs}"`)
      .replaceAll(`"requiredVersion": "^${kernel}"`, `"requiredVersion": "${needs}"`);
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await signInQuickly(page);
  await page.goto('/');

  const refused = page.locator('[data-remote-error="catalog"]');
  await expect(refused).toContainText(`This part of the shop was built for shared kernel ${needs}, but the shop runs ${kernel}.`);
  await expect(refused.getByRole('button')).toHaveCount(0);
  // the rest of the shop works
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEALER.firstName);
  await page.getByRole('link', { name: /cart/i }).first().click();
  await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();
});
