import { expect, test, type Page } from '../support/test';
import { catalogText, type Lang } from '../support/texts';
import { signInQuickly } from '../support/dealer';
import { extensionOn } from '../support/extensions';

/**
 * Issue 37, item 5: on a priced board no cell's text runs under another cell's text or control
 * ('131 pcs · in 1 wo…' under the order box): every text and control of a line lies inside its own
 * cell and meets nothing of another cell, at 1366, 1440 and 1920 px and on a 390 px phone, in
 * Polish and English.
 */

const t = catalogText;

async function pricedBoard(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('i18nextLng', value), lang);
  await signInQuickly(page);
  await page.goto('/level4');
  await page.getByRole('textbox', { name: t(lang, 'search.partNumber') }).fill('99110000001');
  await page
    .getByRole('search', { name: t(lang, 'search.byPart') })
    .getByRole('button', { name: t(lang, 'search.search') })
    .click();
  await expect(page).toHaveURL(/\/level4\/product\/\d+\?/);
  await expect(page.getByTestId('part-row')).toHaveCount(14);
  if (!extensionOn('batch-stock')) await page.getByRole('button', { name: t(lang, 'board.checkAll') }).click();
  await expect(page.getByText(t(lang, 'board.allChecked'))).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(t(lang, 'part.check')) })).toHaveCount(0);
}

/** What of each line's cells overlaps: a text or control outside its own cell, or meeting another cell's. */
function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number; what: string };
    const found: string[] = [];
    const meet = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        !(style.clipPath.includes('inset(50%)') || (element as HTMLElement).offsetWidth <= 1)
      );
    };
    document.querySelectorAll('[data-testid="part-row"]').forEach((row, index) => {
      const cells = [...(row.querySelector(':scope > tr')?.children ?? [])].map((cell) => {
        const boxes: Box[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          if (!text || !node.parentElement || !visible(node.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          // what an ancestor inside the cell clips (a note cut with an ellipsis) is not on screen
          let left = -Infinity;
          let right = Infinity;
          for (let element: Element | null = node.parentElement; element && element !== cell; element = element.parentElement) {
            if (getComputedStyle(element).overflowX === 'visible') continue;
            const clip = element.getBoundingClientRect();
            left = Math.max(left, clip.left);
            right = Math.min(right, clip.right);
          }
          for (const rect of range.getClientRects()) {
            const box = {
              left: Math.max(rect.left, left),
              right: Math.min(rect.right, right),
              top: rect.top,
              bottom: rect.bottom,
              what: `'${text.slice(0, 30)}'`,
            };
            if (box.right - box.left > 0 && rect.height > 0) boxes.push(box);
          }
        }
        cell.querySelectorAll('input, button, select, a').forEach((control) => {
          const rect = control.getBoundingClientRect();
          if (visible(control) && rect.width > 0)
            boxes.push({
              left: rect.left,
              right: rect.right,
              top: rect.top,
              bottom: rect.bottom,
              what: `${control.tagName.toLowerCase()} ${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 20) ?? ''}`,
            });
        });
        return { cell: cell.getBoundingClientRect(), name: cell.className.split(' ')[0] || cell.tagName, boxes };
      });
      cells.forEach((own, i) => {
        for (const box of own.boxes) {
          if (box.left < own.cell.left - 0.5 || box.right > own.cell.right + 0.5)
            found.push(
              `line ${index + 1}: ${box.what} runs out of its cell ${own.name} (${Math.round(box.left)}..${Math.round(box.right)} in ${Math.round(own.cell.left)}..${Math.round(own.cell.right)})`,
            );
          cells.forEach((other, j) => {
            if (j === i) return;
            for (const theirs of other.boxes)
              if (meet(box, theirs)) found.push(`line ${index + 1}: ${box.what} (${own.name}) meets ${theirs.what} (${other.name})`);
          });
        }
      });
    });
    return [...new Set(found)];
  });
}

for (const lang of ['pl', 'en'] as const) {
  test(`${lang}: no text of a board's line runs under another cell's text or control at 1366, 1440 and 1920 px and at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await pricedBoard(page, lang);
    for (const [width, height] of [
      [1366, 900],
      [1440, 900],
      [1920, 1080],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      expect(await overlaps(page), `${width} px, ${lang}`).toEqual([]);
    }
  });
}
