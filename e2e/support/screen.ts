import { expect, type Page } from '@playwright/test';

/**
 * The language switcher: in the simple layout's header (checkout), else in the sidebar (opened from
 * the header and closed again after the switch).
 */
export async function switchTo(page: Page, language: 'English' | 'Polski'): Promise<void> {
  const inHeader = page.getByRole('banner').getByRole('group', { name: /^(Język|Language)$/ });
  if (await inHeader.isVisible()) {
    await inHeader.getByRole('button', { name: language }).click();
    return;
  }
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^(Otwórz menu|Open menu)$/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: language }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The controls of the page (outside the notices) whose box the notices' box overlaps. */
export async function controlsCoveredByNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Powiadomienia"], section[aria-label="Notifications"]');
    if (!region) return [];
    const area = region.getBoundingClientRect();
    const controls = Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'));
    return controls
      .filter((control) => !region.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') return false;
        const overlaps = box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top;
        // covered: the notices are what the dealer would hit at the control's centre
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return overlaps && hit !== null && region.contains(hit);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });
}
