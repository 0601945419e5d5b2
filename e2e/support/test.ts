/**
 * The journeys' `test`: Playwright's, with every page watched for Content-Security-Policy
 * violations (the browser's `securitypolicyviolation` events) and every shop page checked for the
 * shop's policy, so each journey proves the shop works under its CSP. A journey ends red on any
 * violation, listed with the directive and what was blocked.
 */
import { expect, test as base, type BrowserContext } from '@playwright/test';

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

export const test = base.extend<{ requireCsp: boolean; cspViolations: CspViolation[] }>({
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
export type { APIRequestContext, Page } from '@playwright/test';
