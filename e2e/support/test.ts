/**
 * The journeys' `test`: Playwright's, with
 * - the worker's own shop (`shop`): each Playwright worker starts the shop as `pnpm start` serves it
 *   (support/shop.ts: api/src/main.ts on a free port, a fresh SQLite file with the demo data, a private
 *   copy of deploy/), with the API extensions of its project (`apiExtensions`), and every journey of
 *   the worker talks to it (`baseURL`). Workers run in parallel without sharing a cart, a list or an
 *   order; the journeys of one worker run one after another on its database, as they did on the
 *   single shop of a one-worker run.
 * - the worker's mailbox (`mailbox`): a real SMTP server on a free port (support/mailbox.ts), the
 *   SMTP_URL of the worker's shop, so a journey reads the mail the shop sends.
 * - every page watched for Content-Security-Policy violations (the browser's
 *   `securitypolicyviolation` events) and every shop page checked for the shop's policy, so each
 *   journey proves the shop works under its CSP. A journey ends red on any violation, listed with
 *   the directive and what was blocked.
 */
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { startMailbox, type Mailbox } from './mailbox';
import { startShop, type RunningShop } from './shop';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __reportCspViolation?: (violation: Omit<CspViolation, 'page'>) => void;
  }
}

/** Collects the CSP violations of every page of a context, and shop pages served without the shop's policy. */
export async function watchCsp(context: BrowserContext, { requirePolicy = true } = {}): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, violation: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  });
  if (requirePolicy) {
    context.on('response', (response) => {
      const request = response.request();
      if (!request.isNavigationRequest() || request.frame().parentFrame() !== null || response.status() !== 200) return;
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
      const policy = response.headers()['content-security-policy'] ?? '';
      const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      if (!scripts || /'unsafe-inline'|'unsafe-eval'/.test(scripts) || !/frame-ancestors 'none'/.test(policy)) {
        violations.push({
          page: response.url(),
          directive: 'missing',
          blocked: `no strict policy: ${policy || '(none)'}`,
          source: '',
          sample: '',
        });
      }
    });
  }
  return violations;
}

export interface ShopWorkerOptions {
  /** The reference API's extensions in this project's shops: `all` (the default) or `none` (API_EXTENSIONS=none). */
  apiExtensions: 'all' | 'none';
}

interface ShopWorkerFixtures extends ShopWorkerOptions {
  shop: RunningShop & { extensions: string[]; mailbox: Mailbox };
  /** The SMTP server the worker's shop sends its mail to. */
  mailbox: Mailbox;
  /** The extensions the worker's shop lists in `GET /api/config` (support/extensions.ts asks them). */
  shopExtensions: string[];
}

/** Where the worker's shop fixture leaves its shop's extensions for support/extensions.ts. */
export const SHOP_EXTENSIONS_VARIABLE = 'E2E_SHOP_EXTENSIONS';

export const test = base.extend<{ requireCsp: boolean; cspViolations: CspViolation[] }, ShopWorkerFixtures>({
  apiExtensions: ['all', { option: true, scope: 'worker' }],
  shop: [
    async ({ apiExtensions }, provide, workerInfo) => {
      // the worker's process environment: shops a journey starts itself (startShop) run the same extensions
      if (apiExtensions === 'none') process.env.API_EXTENSIONS = 'none';
      else delete process.env.API_EXTENSIONS;
      const mailbox = await startMailbox();
      const shop = await startShop({ env: { SMTP_URL: mailbox.url } }).catch(async (error: unknown) => {
        await mailbox.stop();
        throw error;
      });
      try {
        const config = (await (await fetch(`${shop.baseURL}/api/config`)).json()) as { extensions?: string[] };
        const extensions = config.extensions ?? [];
        process.env[SHOP_EXTENSIONS_VARIABLE] = JSON.stringify(extensions);
        const listed = extensions.join(', ') || 'none (the spec’s contract only)';
        console.log(`e2e: ${workerInfo.project.name} worker ${workerInfo.workerIndex}: shop ${shop.baseURL}, extensions: ${listed}`);
        await provide({ ...shop, extensions, mailbox });
      } finally {
        await shop.stop();
        await mailbox.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  shopExtensions: [
    async ({ shop }, provide) => {
      await provide(shop.extensions);
    },
    { scope: 'worker' },
  ],
  mailbox: [
    async ({ shop }, provide) => {
      await provide(shop.mailbox);
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ shop }, provide) => {
    await provide(shop.baseURL);
  },
  /** false for a page no shop server serves (an app's own dev server). */
  requireCsp: [true, { option: true }],
  cspViolations: [
    async ({ context, requireCsp }, use) => {
      const violations = await watchCsp(context, { requirePolicy: requireCsp });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, Page } from '@playwright/test';
