import { expect, type Page } from '@playwright/test';
import { catalogText as t, type Lang } from './texts';

/** The part-number search of /level4, as a dealer uses it: the part's board opens. */
export async function searchPart(page: Page, lang: Lang, sku: string): Promise<void> {
  await page.goto('/level4');
  await page.getByRole('textbox', { name: t(lang, 'search.partNumber') }).fill(sku);
  await page
    .getByRole('search', { name: t(lang, 'search.byPart') })
    .getByRole('button', { name: t(lang, 'search.search') })
    .click();
  await expect(page).toHaveURL(/\/level4\/product\/\d+\?/);
  await expect(page.getByTestId('board-diagram')).toBeVisible();
}

/**
 * A VIN search as a dealer does it, from the page's VIN field (the home page's or /level4's): the
 * vehicle shows and the catalogue opens for it. Choosing a vehicle on the home page opens /level4,
 * whose own search form mounts when its code is in: the next search is typed there, not into the
 * home page's form about to go (which would search the old VIN again).
 */
export async function findByVin(page: Page, vin: string): Promise<void> {
  await page.getByLabel('VIN', { exact: true }).fill(vin);
  await page
    .getByRole('form', { name: /VIN/ })
    .getByRole('button', { name: /^(Search|Szukaj)$/ })
    .click();
  await expect(page.getByTestId('current-vehicle')).toContainText(vin);
  await expect(page).toHaveURL(/\/level4$/);
  await expect(page.getByTestId('level4-categories')).toBeVisible();
  await expect(page.getByLabel('VIN', { exact: true })).toHaveValue(vin);
}
