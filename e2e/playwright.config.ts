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
 * - `no-extensions`: the same journeys against the reference API with every extension off
 *   (API_EXTENSIONS=none, `pnpm e2e:no-extensions` runs this project alone): the shop against a back
 *   end that speaks only the spec's contract. The @deployment journeys exercise the front ends'
 *   builds, not the API's extensions, and are left out here.
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
    { name: 'no-extensions', grepInvert: /@deployment/, use: { apiExtensions: 'none' } },
  ],
});
