/**
 * A remote team works alone: its app's own dev server, and its remote from a dev server with hot
 * reload inside the production-built shop (pnpm dev:remote), with no other team's source running.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { DEALER } from '../support/dealer';
import { runDevCommand } from '../support/dev-command';
import { ROOT, freePort } from '../support/shop';

test.describe.configure({ timeout: 240_000 });

/** The dev API's SQLite file for this journey, in the system's temporary folder. */
const devDatabase = (name: string) => path.join(os.tmpdir(), `${name}.db`);

/** Removes a dev API's SQLite file with its WAL and shared-memory files. */
function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}

test.describe('an app on its own dev server (no shop server in front, so no shop policy to require)', { tag: '@deployment' }, () => {
  test.use({ requireCsp: false });

  test('pnpm --filter @parts/remote-account dev runs the account remote alone, with the API behind its dev server', async ({ page }) => {
    const apiPort = await freePort();
    const database = devDatabase(`parts-dev-app-${apiPort}`);
    const dev = runDevCommand('dev-app.ts', [], {
      cwd: path.join(ROOT, 'remote-account'),
      env: { DEV_API_PORT: String(apiPort), DB_FILE: database },
    });
    try {
      await dev.waitFor(/remote-account: http:\/\/localhost:3003/);
      await page.goto('http://localhost:3003/login');
      await expect(page.getByText('remote-account (standalone)')).toBeVisible({ timeout: 60_000 });
      // the page signs in through the dev server's /api proxy to the API it started
      await page.locator('#login-email').fill(DEALER.email);
      await page.locator('#login-password').fill(DEALER.password);
      await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    } finally {
      await dev.stop();
      removeDatabase(database);
    }
  });
});

test(
  'pnpm dev:remote catalog serves the catalogue from its dev server, hot reload connected, inside the built shop',
  { tag: '@deployment' },
  async ({ page }) => {
    const port = await freePort();
    const database = devDatabase(`parts-dev-remote-${port}`);
    const dev = runDevCommand('dev-remote.ts', ['catalog'], {
      env: { PORT: String(port), DB_FILE: database },
    });
    try {
      const [url] = await dev.waitFor(/http:\/\/localhost:\d+\/\?remote:catalog=\S+/);
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      const entries: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('remoteEntry.js')) entries.push(request.url());
      });

      await page.goto(url);
      // not signed in: the login page comes from the built account remote
      await page.locator('#login-email').fill(DEALER.email);
      await page.locator('#login-password').fill(DEALER.password);
      await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
      const catalog = page.locator('[data-remote="catalog"]').first();
      await expect(catalog).toBeVisible({ timeout: 60_000 });

      expect(entries).toContain('http://localhost:3001/remoteEntry.js');
      expect(entries).toContain(`http://localhost:${port}/remotes/account/1.0.0/remoteEntry.js`);
      await expect.poll(() => sockets).toContain('ws://localhost:3001/ws');
      // the dev build of the catalogue runs against the production shell, its React loaded once
      await expect(page.locator('header')).toBeVisible();
    } finally {
      await dev.stop();
      removeDatabase(database);
    }
  },
);
