/**
 * `pnpm bench`: what a dealer's first load of each page costs, on the production build served as
 * `pnpm start` serves it (issue 11's method). Every load is cold: a fresh browser context with the
 * cache disabled. Chromium runs with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate) at
 * 1366x900 for the full measurement (median of 3 loads): compressed JS as transferred of every
 * script until the network is quiet, layout shift, FCP, LCP, TBT and request count. Layout shift is
 * also checked at 1x CPU, at 390x844 and at 1350x940 with a desktop browser's scrollbars
 * (Lighthouse's desktop window: a taller window sees more of a page, and shifts below 900 px
 * that the 1366x900 window never shows); that second window height at 4x CPU is loaded as the full
 * measurement is (the full Chromium, cold, median of 3), so a shift the dealer's browser shows only
 * in a taller window fails the bench (issue 37, item 6). Pages are measured side by side, each page's loads one after
 * another (see main): bytes and layout shift are the same either way, the printed times (LCP, TBT)
 * include the other pages' load; BENCH_SERIAL=1 measures one page at a time, for times to compare.
 * The timed loads (1366x900 at 4x, and the repeat visit) run in the full Chromium, the browser a
 * dealer has; the layout-shift loads of the other combinations run in Debian's headless shell of the
 * same Chromium when installed (the same Blink lays the page out; the full browser's frame and
 * window machinery cost a load about three times the CPU; the bench took 194 CPU s with every load in
 * the full browser, 153 with this split, issue 24).
 *
 * Exits non-zero when a page's JS exceeds its budget or its layout shift is above 0.02 in any
 * combination. Times are printed, never asserted (they depend on the machine and its load).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, journeysChromiumPath } from '../support/browser';
import { startShop } from '../support/shop';
import { measureRepeatVisit, type RepeatVisit } from './repeat-visit';
import {
  KB,
  MAX_CLS,
  collectMetrics,
  fillCart,
  median,
  prepareSession,
  resolveProductPage,
  signIn,
  type BenchPage,
  type LoadMetrics,
} from './measure';

const RUNS = 3;
/** The full measurement's window first; `scrollbars`: in the browser that shows them (Playwright's hides them). */
const VIEWPORTS = [
  { width: 1366, height: 900, scrollbars: false },
  { width: 390, height: 844, scrollbars: false },
  { width: 1350, height: 940, scrollbars: true },
] as const;
const CPU_RATES = [4, 1] as const;

interface Combination {
  viewport: (typeof VIEWPORTS)[number];
  cpu: number;
}

interface Browsers {
  /** The full Chromium, for the timed loads. */
  timed: Browser;
  /**
   * The full Chromium showing scrollbars: the taller desktop window at 4x CPU, median of 3 (issue
   * 37, item 6: the product page shifted 0.0365 there in the browser a dealer has, while the
   * headless shell saw 0 and the 900 px window shows nothing below the shift).
   */
  tallTimed: Browser;
  /** The layout-shift loads: the headless shell (or the full Chromium without it), no scrollbars. */
  layout: Browser;
  /** The same with scrollbars, as a desktop window has them. */
  scrollbars: Browser;
}

async function load(
  browsers: Browsers,
  baseURL: string,
  target: BenchPage,
  combo: Combination,
  token: string | null,
): Promise<LoadMetrics> {
  const { width, height, scrollbars } = combo.viewport;
  const browser = isTimed(combo)
    ? browsers.timed
    : isTallTimed(combo)
      ? browsers.tallTimed
      : scrollbars
        ? browsers.scrollbars
        : browsers.layout;
  const context = await browser.newContext({ baseURL, viewport: { width, height }, locale: 'pl-PL' });
  try {
    const page: Page = await context.newPage();
    await prepareSession(page, token);
    return await collectMetrics(page, target, combo.cpu);
  } finally {
    await context.close();
  }
}

/** The full measurement: 1366x900 at 4x CPU, median of RUNS, its times printed. */
function isTimed({ viewport, cpu }: Combination): boolean {
  return viewport === VIEWPORTS[0] && cpu === 4;
}

/** Layout shift at a second window height as the full measurement loads (the full Chromium, 4x CPU, median of RUNS): 1350x940 with scrollbars. */
function isTallTimed({ viewport, cpu }: Combination): boolean {
  return viewport === VIEWPORTS[2] && cpu === 4;
}

function cell(value: string, width: number): string {
  return value.padStart(width);
}

/** Every combination of one page: the full measurement at 1366x900 4x, layout shift in the others. */
async function measurePage(browsers: Browsers, baseURL: string, target: BenchPage, token: string) {
  const rows: string[] = [];
  const shiftRows: string[] = [];
  const failures: string[] = [];
  for (const viewport of VIEWPORTS) {
    for (const cpu of CPU_RATES) {
      const combo = { viewport, cpu };
      const full = isTimed(combo);
      // full metrics: median of RUNS loads; other combinations: one load, two more if it shifts
      const runs: LoadMetrics[] = [];
      const wanted = full || isTallTimed(combo) ? RUNS : 1;
      while (runs.length < wanted) runs.push(await load(browsers, baseURL, target, combo, target.signedIn ? token : null));
      if (!full && runs[0]!.cls > MAX_CLS) {
        while (runs.length < RUNS) runs.push(await load(browsers, baseURL, target, combo, target.signedIn ? token : null));
      }
      const cls = median(runs.map((r) => r.cls));
      const label = `${target.name} @${viewport.width}x${viewport.height}${viewport.scrollbars ? ' scrollbars' : ''} ${cpu}x`;
      if (cls > MAX_CLS)
        failures.push(
          `${label}: layout shift ${cls.toFixed(3)} > ${MAX_CLS}${runs[0]!.shifts ? ` (${runs.map((r) => r.shifts).join(' | ')})` : ''}`,
        );
      if (full) {
        const js = median(runs.map((r) => r.jsBytes)) / KB;
        const budget = target.budgetKB;
        if (budget !== undefined && js > budget) failures.push(`${target.name}: JS ${js.toFixed(1)} KB > budget ${budget} KB`);
        rows.push(
          [
            target.name.padEnd(14),
            cell(`${js.toFixed(1)} / ${budget ?? '-'}`, 14),
            cell(cls.toFixed(3), 6),
            cell(`${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s`, 7),
            cell(`${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s`, 7),
            cell(`${Math.round(median(runs.map((r) => r.tbt)))} ms`, 8),
            cell(String(median(runs.map((r) => r.requests))), 8),
            cell(String(median(runs.map((r) => r.scripts))), 7),
          ].join('  '),
        );
        if (process.env.BENCH_VERBOSE === '1') {
          for (const line of runs[0]!.scriptList) console.log(`  ${target.name}: ${line}`);
          for (const run of runs) console.log(`  ${target.name}: LCP ${(run.lcp / 1000).toFixed(2)} s ${run.lcpElement}`);
        }
      } else {
        if (process.env.BENCH_VERBOSE === '1') for (const run of runs) if (run.shifts) console.log(`  ${label}: ${run.shifts}`);
        shiftRows.push(`${label.padEnd(46)} CLS ${cls.toFixed(3)}${runs.length > 1 ? ` (median of ${runs.length})` : ''}`);
      }
    }
  }
  return { rows, shiftRows, failures };
}

async function main() {
  const shop = await startShop();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const browsers: Browsers = {
    timed: browser,
    tallTimed: await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    layout: await chromium.launch({ executablePath: journeysChromiumPath(), args: CHROMIUM_ARGS }),
    scrollbars: await chromium.launch({
      executablePath: journeysChromiumPath(),
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    }),
  };
  const failures: string[] = [];
  const rows: string[] = [];
  const shiftRows: string[] = [];
  let repeat: RepeatVisit | undefined;
  try {
    const setup = await browser.newContext({ baseURL: shop.baseURL });
    const setupPage = await setup.newPage();
    const token = await signIn(setupPage.request, shop.baseURL);
    const productPath = await resolveProductPage(setupPage, token);
    const setupRequest = setupPage.request;

    const pages: BenchPage[] = [
      // issue 28 asks 150 KB (/login, /) and 170 KB (product, /cart); these are what was reached
      // (react-hook-form off the first screens, the federation runtime for the web only, SWC's minifier,
      // the host's every-page shared modules eager in main.js, valibot shared through the kernel's
      // facade): the rest is React, react-router, i18next, TanStack Query and the federation runtime.
      // Issue 37's fixes (the dealer storage emptied at sign-out, notices out of the way, one-line
      // fields, the offer and board fixes) took /login 145.7 -> 147.5, / 172.5 -> 173.5 and the cart to
      // 168.0 KB; /login and the cart stay under issue 28's 150 and 170. Each app's second language
      // (about 2-3 KB a page) is the next to go.
      // Issue 38 item 3 (one way to load): the kernel's own loaders go through the shop's query client,
      // which now lives in the kernel's main entry on TanStack's core alone (QueryClient and its
      // caches, QueryObserver; react-query's hooks stay in the facade, off /login): /login 147.6 ->
      // 158.3 KB (the reference data every page starts with needs the client before the first render,
      // so no page can be without it; the earlier try through the whole facade cost 13 KB). The home
      // page 173.5 -> 175.7 (the header counts through the shared client) -> 178.2 KB (TanStack in
      // three chunks, the core split by who uses it, instead of one); the same split took the product
      // page 177.3 -> 179.8 and the cart 171.0 -> 173.5 KB (171.0 was this branch before the change,
      // already over 169: issue 37 left the cart at 168.0).
      // Issue 38 item 4 (one form system): the login, VIN, part-number, quick-cart and save-cart forms
      // on react-hook-form with the valibot resolver, as every other form: react-hook-form is 11.2 KB
      // of each of these pages (useForm is nearly all of it; one copy a page, bundled per remote and
      // tree-shaken, valibot taken from the kernel's facade), @hookform/resolvers 0.5 KB. English
      // now loads only when shown (the default language rides with the code): -1.6 to -1.8 KB a page.
      // Measured 159.1 -> 157.3 (/login), 185.5 -> 183.7 (/), 179.9 -> 178.1 (cart).
      // Items 3 and 4 together (measured on the merge, same method): /login 147.5 -> 168.2 KB (TanStack's
      // core 10.3 KB, react-hook-form with its resolver 10.5 KB, less the English texts), / 173.4 ->
      // 188.5, product 175.0 -> 177.7, cart 167.9 -> 183.8, checkout 176.9 -> 179.7, order history
      // 162.7 -> 164.3: issue 28's 150 and 170 KB are further away; what would win them back is
      // each form's chunk loaded on first focus and the reference data read before the client loads.
      // Issue 40's backorders (the cart's switch and a line's backorder note): cart 187.3 -> 188.2.
      { name: 'login', path: '/login', ready: '#login-email', budgetKB: 173, signedIn: false },
      { name: 'home', path: '/', ready: '[data-remote="catalog"]', budgetKB: 193, signedIn: true },
      { name: 'product', path: productPath, ready: '[data-testid="board-diagram"]', budgetKB: 184, signedIn: true },
      { name: 'cart (1 line)', path: '/cart', ready: '[data-remote="cart_checkout"] table', budgetKB: 189, signedIn: true, cartLines: 1 },
      { name: 'checkout', path: '/checkout', ready: '[data-remote="cart_checkout"]', signedIn: true, cartLines: 1 },
      { name: 'order history', path: '/my-account/order-history', ready: '[data-remote="account"] table', signedIn: true },
    ];

    // BENCH_PAGES=login,home measures some pages only (while working on them; never in CI)
    const only = process.env.BENCH_PAGES?.split(',');
    const measured = pages.filter((p) => !only || only.some((name) => p.name.startsWith(name)));
    const results = new Map<BenchPage, { rows: string[]; shiftRows: string[]; failures: string[] }>();
    // A page's loads are cold and one after another; pages are measured side by side (the loads
    // mostly wait: on the network going quiet and on the throttled CPU), in groups that share the
    // cart's state: the pages before the first that needs a filled cart as the dealer's cart is,
    // then the cart filled once for the rest (as the sequential order left it).
    const firstCart = measured.findIndex((target) => target.cartLines);
    const groups = firstCart < 0 ? [measured] : [measured.slice(0, firstCart), measured.slice(firstCart)];
    for (const group of groups) {
      if (group.some((target) => target.cartLines)) await fillCart(setupRequest, shop.baseURL, token);
      if (process.env.BENCH_SERIAL === '1')
        for (const target of group) results.set(target, await measurePage(browsers, shop.baseURL, target, token));
      else await Promise.all(group.map(async (target) => results.set(target, await measurePage(browsers, shop.baseURL, target, token))));
    }
    for (const target of measured) {
      const result = results.get(target)!;
      rows.push(...result.rows);
      shiftRows.push(...result.shiftRows);
      failures.push(...result.failures);
    }
    // a repeat visit of / with the service worker active (printed, not gated)
    const home = measured.find((target) => target.path === '/');
    if (home) repeat = await measureRepeatVisit(browser, shop.baseURL, home, token, RUNS);
    await setup.close();
  } finally {
    await Promise.all(Object.values(browsers).map((each) => each.close()));
    await shop.stop();
  }

  const side = process.env.BENCH_SERIAL === '1' ? 'one page at a time' : 'pages side by side (BENCH_SERIAL=1: one at a time)';
  console.log(
    `\nCold loads, cache disabled, Chromium 4x CPU, 1366x900, median of ${RUNS}, ${side} (times vary with the machine's load; only bytes and CLS are gated)`,
  );
  console.log(
    [
      'page'.padEnd(14),
      cell('JS KB / budget', 14),
      cell('CLS', 6),
      cell('FCP', 7),
      cell('LCP', 7),
      cell('TBT', 8),
      cell('requests', 8),
      cell('scripts', 7),
    ].join('  '),
  );
  for (const row of rows) console.log(row);
  if (repeat) {
    console.log(
      `\nRepeat visit of / (second load in the same context, service worker active), 4x CPU, 1366 px, median of ${RUNS}: ` +
        `LCP ${(repeat.lcp / 1000).toFixed(2)} s, ${repeat.scripts} scripts, ${repeat.fromWorker} answers from the worker (target: LCP at most 0.5 s; printed, not gated)`,
    );
  }
  console.log('\nLayout shift in the other combinations');
  for (const row of shiftRows) console.log(row);
  if (failures.length) {
    console.error(`\npnpm bench: ${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nEvery byte budget and layout-shift limit holds.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
