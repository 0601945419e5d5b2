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
