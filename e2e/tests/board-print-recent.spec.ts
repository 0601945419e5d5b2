import { expect, test } from '../support/test';
import { findByVin } from '../support/catalog';
import { DEALER2, logInAs, signInQuickly, speaking } from '../support/dealer';
import { needsExtension } from '../support/extensions';
import { countPrints } from '../support/print';

/** Issue 16, items 6 (print a board) and 7 (recent vehicles), as dealers do them, in English. */

test("'Print' on a board prints the board alone on A4: heading, the whole diagram across the page, the parts list below", async ({
  page,
}) => {
  await speaking(page, 'en');
  await signInQuickly(page);
  const prints = await countPrints(page);
  await page.goto('/level4');
  await findByVin(page, 'WDX3333333A100001');
  const menu = page.getByRole('navigation', { name: 'Browse by category' });
  await menu.getByRole('button', { name: 'Engine' }).click();
  await menu.getByRole('button', { name: 'Lubrication' }).click();
  await menu.getByRole('link', { name: 'Oil filter' }).click();
  await page.getByRole('link', { name: /GR-S200-0003/ }).click();
  const diagram = page.getByTestId('board-diagram');
  await expect(diagram).toBeVisible();
  const screenWidth = (await diagram.boundingBox())?.width ?? 0;

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect.poll(prints).toBe(1);

  // on paper (at the desktop width, where the screen shows the diagram beside the list)
  await page.emulateMedia({ media: 'print' });
  const heading = page.getByTestId('board-print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText('Vehicle:');
  await expect(heading).toContainText('WDX3333333A100001');
  await expect(heading).toContainText('Printed');
  await expect(diagram).toBeVisible();
  const main = (await page.locator('main').boundingBox())!;
  const printed = (await diagram.boundingBox())!;
  expect(printed.width).toBeGreaterThan(main.width * 0.95); // the full width of the page, not a column of it
  expect(printed.width).toBeGreaterThan(screenWidth); // wider than its column on screen
  // the parts list below the diagram, its rows whole, no buying controls
  const rows = page.getByTestId('part-row');
  await expect(rows.first()).toBeVisible();
  expect((await rows.first().boundingBox())!.y).toBeGreaterThan(printed.y + printed.height);
  await expect(page.getByRole('columnheader', { name: 'Price', exact: true })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Stock, delivery' })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Prices at once' })).toBeHidden();
  expect(await rows.first().evaluate((row) => getComputedStyle(row).breakInside)).toBe('avoid');
  // no shell, no page tools
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await expect(heading).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
});

test('recent vehicles: the two chosen, newest first; a click makes the older current; another dealer sees none', async ({ page }) => {
  // kept on the server (extension recent-vehicles; without it there is no list: vehicle-session.spec.ts)
  needsExtension('recent-vehicles');
  await speaking(page, 'en');
  await logInAs(page);
  const recent = page.getByRole('region', { name: 'Recent vehicles' });
  await expect(recent).toBeVisible();

  // (the worker's shop may already keep vehicles this dealer chose in other journeys)
  await findByVin(page, 'WDX3333333A100001');
  // the first vehicle kept on the server before the next search (the list answers after the vehicle shows)
  await expect(recent.getByRole('button').nth(0)).toContainText('A100001');
  await findByVin(page, 'WKM1000000C300003');
  const chips = recent.getByRole('button');
  await expect(chips.nth(0)).toContainText('C300003');
  await expect(chips.nth(1)).toContainText('A100001');
  await expect(chips.nth(0)).toHaveAttribute('aria-current', 'true');

  await chips.nth(1).click();
  await expect(page.getByTestId('current-vehicle')).toContainText('WDX3333333A100001');
  await expect(chips.nth(0)).toContainText('A100001');
  await expect(chips.nth(0)).toHaveAttribute('aria-current', 'true');

  // the keyboard: Enter on the other one
  await chips.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-vehicle')).toContainText('WKM1000000C300003');

  // the list lasts (kept on the server)
  await page.reload();
  await expect(recent.getByRole('button').nth(0)).toContainText('C300003');
  await expect(recent.getByRole('button').nth(1)).toContainText('A100001');

  // another dealer on the same device sees none of them
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInAs(page, DEALER2);
  await expect(recent).toContainText('The vehicles you choose appear here.');
  await expect(recent.getByRole('button')).toHaveCount(0);
  // what is kept names the dealer, never the session's token
  const keptWithToken = await page.evaluate(() => {
    const token = window.localStorage.getItem('token') ?? '';
    return Object.keys(window.localStorage).filter(
      (key) => key !== 'token' && token !== '' && (window.localStorage.getItem(key) ?? '').includes(token),
    );
  });
  expect(keptWithToken).toEqual([]);
});
