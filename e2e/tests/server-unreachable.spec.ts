/**
 * With the whole server unreachable (the API and the remotes' code alike), a remote area that cannot
 * load tells the truth: the rest of the shop does not keep working then. The shell shows its offline
 * state, and once the server answers again the banner goes and the area loads.
 */
import { expect, test } from '../support/test';
import { signInQuickly } from '../support/dealer';

// this file's journeys intercept requests (page.route), which a service worker's answers bypass
test.use({ serviceWorkers: 'block' });

test('with the server unreachable the failed area and the shell say so, and both recover when it answers again', async ({ page }) => {
  await signInQuickly(page);
  await page.goto('/');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('[data-remote="catalog"]').first()).toBeVisible({ timeout: 20_000 });

  // the server goes away: nothing under /api or /remotes answers any more
  const down = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionrefused');
  await page.route('**/api/**', down);
  await page.route('**/remotes/**', down);

  // the account pages come from a remote not loaded yet
  await page.locator('header a[href="/my-account/my-profile"]').click();
  const area = page.locator('[data-remote-error="account"]');
  await expect(area).toBeVisible({ timeout: 30_000 });
  await expect(area).toHaveAttribute('data-connection', 'unreachable', { timeout: 20_000 });
  await expect(area).toContainText(
    'Nie można połączyć się z serwerem sklepu, więc reszta sklepu również nie może niczego wczytać ani zapisać.',
  );
  await expect(area).not.toContainText('Reszta sklepu działa dalej');
  const banner = page.locator('[data-connection-banner="unreachable"]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Nie można połączyć się z serwerem sklepu.');
  // the shell itself stays: header and footer, not a blank page
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  // the dealer asks while it is still down: the shop asks the server again, and the banner stays
  const retry = banner.getByRole('button', { name: 'Spróbuj ponownie' });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/config');
  await retry.click();
  await asked;
  await expect(banner).toBeVisible();

  // the server is back: the banner goes and the area loads by itself. The dealer asks at once, unless
  // the shop's own recheck got there first (one step in the page: a pointer click could land between the two)
  await page.unroute('**/api/**', down);
  await page.unroute('**/remotes/**', down);
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('[data-connection-banner] button')?.click());
  await expect(banner).toBeHidden({ timeout: 20_000 });
  await expect(page.locator('[data-remote="account"]').first()).toBeVisible({ timeout: 30_000 });
});
