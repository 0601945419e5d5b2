import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __printed?: number;
  }
}

/**
 * Counts what the page sends to the printer: a headless browser has no print dialog, so
 * `window.print` counts its calls instead (set up before the page loads). Answers how to read the
 * count; `page.emulateMedia({ media: 'print' })` shows what would be printed.
 */
export async function countPrints(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    window.__printed = 0;
    window.print = () => {
      window.__printed = (window.__printed ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => window.__printed ?? 0);
}
