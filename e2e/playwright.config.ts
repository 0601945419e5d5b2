import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, journeysChromiumPath } from './support/browser';
import type { ShopWorkerOptions } from './support/test';

/**
 * Journeys through the production build served as `pnpm start` serves it, in Debian's Chromium.
 *
 * Journeys run in parallel workers, each worker with its own shop: its own server on a free port,
 * its own SQLite file and its own copy of deploy/ (support/test.ts, the worker fixture `shop`), so
 * carts, lists and orders of one worker never meet another's. Files run in parallel, the journeys
 * of one file one after another in the same worker.
 *
 * Three projects share the workers of one run (`pnpm e2e`):
 * - `deployment`: the journeys of the build and deploy machinery (dev servers, remote builds,
 *   version switches, tagged @deployment), with every extension on; the slowest, so they start first;
 * - `extensions`: every other journey, against the reference API with every extension on;
 * - `no-extensions`: the journeys tagged @spec-api, against the reference API with every extension
 *   off (API_EXTENSIONS=none, `pnpm e2e:no-extensions` runs this project alone): the shop against a
 *   back end that speaks only the spec's contract. Not a copy of every journey: only the screens and
 *   calls that differ without the extensions, each walked once in the spec's own way, plus one
 *   whole day of a dealer through the spec's flows (tests/whole-day.spec.ts):
 *   - order history: its filters without the reference search (account-tidy, en);
 *   - the customer reference field, the order page and the order's mail without the reference
 *     (account-tidy, pl); the order page's 'Order again' without the import report (order-again-export);
 *   - the shopping list panel priced part by part, without the batch call (account-tidy, pl, 1366 px);
 *   - cart line delivery and the delivery estimate: absent (delivery-estimate, 'without the extension');
 *   - cart notices: the API's first notice alone (notices-out-of-the-way, the quick add on the cart);
 *   - name search: absent (name-search, 'without the extension'); a part number not found: the
 *     spec's message alone, no nearest numbers (name-search, pl);
 *   - the board view: 'Check Stock and Price' per part from the category menu and the diagram
 *     (catalog); stock checks: 'Check all prices' asking each part, the stock per warehouse
 *     without the delivery column (board-dense, 1366 px);
 *   - recent vehicles: absent after a sign-out and in (vehicle-session);
 *   - the import report: the CSV import's preview and the spec's notices (import-report, pl, 1366 px),
 *     a shopping list moved into the cart (import-report, pl).
 *   The rest is not repeated here: a journey that branches on no extension walks the same screens
 *   and calls with or without them (the project `extensions` runs it), one language or width of a
 *   screen proves the branch for the others, journeys of an extension skip themselves without it
 *   (needsExtension), and the journeys that start a shop of their own without an extension
 *   (SHOP_CONFIG_OVERRIDES `extensions: []`: supersession's and the batch call's 'without the
 *   extension' journeys) prove the off case in the project `extensions` already. The @deployment
 *   journeys exercise the front ends' builds, not the API's extensions, and are left out here.
 *
 * No retries: a journey that fails once is a finding, fixed in the journey or the shop.
 * E2E_WORKERS sets the number of workers (default 3 on this suite's 2-core machine: a worker spends
 * about half of its time waiting on its pages and its shop, so 2 workers left about half of the CPU
 * idle; issue 24). E2E_JSON=<file> adds a JSON report of every journey's duration.
 */
export default defineConfig<object, ShopWorkerOptions>({
  testDir: './tests',
  workers: Number(process.env.E2E_WORKERS) || 3,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_JSON=<file> also writes Playwright's JSON report there (each journey's duration, worker and
  // start time: how the next person measures where the suite's time goes)
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    headless: true,
    locale: 'pl-PL',
    viewport: { width: 1366, height: 900 },
    // a failed journey keeps its trace (actions, network, console) beside its screenshot and the
    // page's accessibility snapshot (error-context.md); without the screencast, whose frames cost
    // every passing journey about a fifth of its CPU, nor DOM snapshots, which cost the whole suite
    // about an eighth of its CPU (measured on the same 23 journeys: 74 CPU s with, 65 without; issue 24)
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // Debian's headless shell when installed (support/browser.ts: a third less CPU than the full browser)
    launchOptions: { executablePath: journeysChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'deployment', grep: /@deployment/, use: { apiExtensions: 'all' } },
    { name: 'extensions', grepInvert: /@deployment/, use: { apiExtensions: 'all' } },
    { name: 'no-extensions', grep: /@spec-api/, grepInvert: /@deployment/, use: { apiExtensions: 'none' } },
  ],
});
