import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/browser';

/**
 * The run with every extension of the reference API off (`pnpm e2e:no-extensions`, API_EXTENSIONS=none):
 * the shop against a back end that speaks only the spec's contract. It leaves out the journeys of
 * the build and deploy machinery (dev servers, remote builds, version switches, tagged @deployment):
 * they exercise the front ends' builds, not the API's extensions, and are the slowest; the first run has them.
 */
const extensionsOff = process.env.API_EXTENSIONS?.trim().toLowerCase() === 'none';

/** Journeys through the production build served as `pnpm start` serves it, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  ...(extensionsOff && { grepInvert: /@deployment/ }),
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // one shop, one database: journeys run one after another so carts and lists do not collide
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    locale: 'pl-PL',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
