/**
 * A dealer's repeat visit of a page (issue 28: at most 0.5 s to paint at 4x CPU; printed, not
 * gated): a first load in a fresh context, then, once the service worker controls the page and
 * holds the files the first load fetched, a second load of the same page in the same context,
 * measured as the cold loads are (collectMetrics: 4x CPU, LCP, scripts) but with the browser's
 * caches on, as a dealer's browser has them. The second load's scripts come from the worker.
 */
import type { Browser, Page } from '@playwright/test';
import { collectMetrics, median, prepareSession, type BenchPage, type LoadMetrics } from './measure';

const WORKER_WAIT_MS = 30_000;

/** Until the worker controls the page and holds the shell and every script the page loaded. */
async function workerHoldsThePage(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const deadline = Date.now() + WORKER_WAIT_MS;
  while (Date.now() < deadline) {
    const ready = await page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter(
          (name) =>
            name.startsWith(location.origin + '/') && /\.(js|css)$/.test(new URL(name).pathname) && !/(remoteEntry|sw)\.js$/.test(name),
        );
      for (const file of [...files, '/index.html']) if (!(await caches.match(file))) return false;
      return true;
    });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The service worker did not hold ${page.url()} within ${WORKER_WAIT_MS} ms`);
}

export interface RepeatVisit {
  lcp: number;
  scripts: number;
  fromWorker: number;
}

async function repeatOnce(
  browser: Browser,
  baseURL: string,
  target: BenchPage,
  token: string | null,
  cpuRate: number,
): Promise<RepeatVisit> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, locale: 'pl-PL' });
  try {
    const first = await context.newPage();
    if (token) await first.addInitScript((value) => window.localStorage.setItem('token', value), token);
    await first.goto(target.path);
    await first.locator(target.ready).first().waitFor({ timeout: 60_000 });
    await workerHoldsThePage(first);
    await first.close();

    const page = await context.newPage();
    await prepareSession(page, token);
    let fromWorker = 0;
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker += 1;
    });
    const metrics: LoadMetrics = await collectMetrics(page, target, cpuRate, { cache: true });
    return { lcp: metrics.lcp, scripts: metrics.scripts, fromWorker };
  } finally {
    await context.close();
  }
}

/** The median of `runs` repeat visits of one page at 4x CPU. */
export async function measureRepeatVisit(
  browser: Browser,
  baseURL: string,
  target: BenchPage,
  token: string | null,
  runs: number,
): Promise<RepeatVisit> {
  const results: RepeatVisit[] = [];
  for (let i = 0; i < runs; i++) results.push(await repeatOnce(browser, baseURL, target, token, 4));
  return {
    lcp: median(results.map((r) => r.lcp)),
    scripts: median(results.map((r) => r.scripts)),
    fromWorker: median(results.map((r) => r.fromWorker)),
  };
}
