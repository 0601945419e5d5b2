import { chromium } from '@playwright/test';
import { startShop } from '../support/shop';
import { chromiumPath, CHROMIUM_ARGS } from '../support/browser';

const OUT = process.env.OUT ?? '/tmp/fe-messages-shots';
async function main() {
  const shop = await startShop({});
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const width of [1366, 390]) {
      const ctx = await browser.newContext({ baseURL: shop.baseURL, locale: 'pl-PL', viewport: { width, height: width > 500 ? 768 : 844 } });
      const page = await ctx.newPage();
      await page.goto('/login');
      await page.locator('#login-email').fill('dealer@example.com');
      await page.locator('#login-password').fill('wrong');
      await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${width}-login-fail.png` });
      await page.locator('#login-password').fill('dealer123');
      await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
      await page.waitForURL(/\/$/);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${width}-home-after-login.png` });
      await page.goto('/cart');
      await page.waitForTimeout(2000);
      await page.locator('#quick-sku').fill('99999999999');
      await page.locator('#quick-sku').press('Enter');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${width}-cart-quick-unknown.png` });
      await page.locator('#quick-sku').fill('99110000001');
      await page.locator('#quick-sku').press('Enter');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${width}-cart-quick-added.png`, fullPage: false });
      await page.goto('/offer');
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `${OUT}/${width}-offer.png`, fullPage: true });
      await page.goto('/my-account/profile');
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `${OUT}/${width}-profile.png`, fullPage: true });
      await ctx.close();
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
