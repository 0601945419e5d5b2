import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/browser';
import { startShop } from '../support/shop';
import { collectMetrics, prepareSession, resolveProductPage, signIn } from './measure';

(async () => {
  const shop = await startShop();
  const browsers = {
    full: await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] }),
  };
  try {
    const setup = await browsers.full.newContext({ baseURL: shop.baseURL });
    const p = await setup.newPage();
    const token = await signIn(p.request, shop.baseURL);
    const path = await resolveProductPage(p, token);
    for (const [w, h] of [[1350, 940], [1366, 900], [1366, 1000]] as const) {
      for (let i = 0; i < 3; i++) {
        const context = await browsers.full.newContext({ baseURL: shop.baseURL, viewport: { width: w, height: h }, locale: 'pl-PL' });
        const page = await context.newPage();
        await prepareSession(page, token);
        const m = await collectMetrics(page, { name: 'product', path, ready: '[data-testid="board-diagram"]', signedIn: true }, 4);
        console.log(`${w}x${h} run ${i + 1}: CLS ${m.cls.toFixed(4)} ${m.shifts}`);
        await context.close();
      }
    }
  } finally {
    await browsers.full.close();
    await shop.stop();
  }
})();
