/**
 * `pnpm bench`: what a dealer's browser downloads and how long pages take to become usable, on
 * the production build served as `pnpm start` serves it. Prints a table; asserts nothing.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { startShop } from '../support/shop';

interface Weight {
  page: string;
  scripts: number;
  jsBytes: number;
  allBytes: number;
  interactiveMs: number;
}

async function measure(page: Page, name: string, visit: () => Promise<void>): Promise<Weight> {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const verbose = process.env.BENCH_VERBOSE === '1';
  let jsBytes = 0;
  let allBytes = 0;
  let scripts = 0;
  client.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    urls.set(e.requestId, e.response.url);
  });
  client.on('Network.loadingFinished', (e) => {
    allBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') {
      jsBytes += e.encodedDataLength;
      scripts += 1;
      if (verbose) console.log(`  ${name}: ${(e.encodedDataLength / 1024).toFixed(1)} KB ${urls.get(e.requestId)}`);
    }
  });
  const started = Date.now();
  await visit();
  const interactiveMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await client.detach();
  return { page: name, scripts, jsBytes, allBytes, interactiveMs };
}

async function main() {
  const shop = await startShop();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results: Weight[] = [];
  try {
    const context = await browser.newContext({ baseURL: shop.baseURL });
    const page = await context.newPage();
    results.push(
      await measure(page, 'login (/login)', async () => {
        await page.goto('/login');
        await page.locator('#login-email').waitFor();
      }),
    );
    const response = await page.request.post('/api/user/login', { data: { email: 'dealer@example.com', password: Buffer.from('dealer123').toString('base64') } });
    const token = await response.text();
    await page.evaluate((value) => window.localStorage.setItem('token', value), token);
    results.push(
      await measure(page, 'home (/)', async () => {
        await page.goto('/');
        await page.locator('[data-remote="catalog"]').first().waitFor();
      }),
    );
    await context.close();
  } finally {
    await browser.close();
    await shop.stop();
  }
  console.log('page                 scripts  JS (compressed)  all (compressed)  usable after');
  for (const r of results) {
    console.log(
      `${r.page.padEnd(20)} ${String(r.scripts).padStart(7)}  ${(r.jsBytes / 1024).toFixed(1).padStart(12)} KB  ${(r.allBytes / 1024).toFixed(1).padStart(13)} KB  ${String(r.interactiveMs).padStart(8)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
