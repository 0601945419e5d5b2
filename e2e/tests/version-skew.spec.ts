/**
 * Version skew between the host and a remote. The shared kernel is semver: kernel 2 and later share the
 * router through the kernel's facade (no longer react-router-dom whole) and no longer exports the
 * loose field helpers, so a remote built against kernel 1.x would run without its router and
 * helpers. The host reads what each remote's manifest needs and refuses a remote built for another
 * major in that remote's area, saying why, while the rest of the shop goes on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { DEALER } from '../support/dealer';
import { ROOT, readJson, runRootScript, startShop } from '../support/shop';

/** A commit whose shared kernel was 1.0.0 (react-router-dom shared whole, field helpers in the kernel). */
const KERNEL_1_0_0_COMMIT = '1a8c248';
const OLD_CATALOG = '0.9.0-kernel-1.0.0';

/** The packages of that commit the catalogue's build needs: the root's tooling, the kernel, the catalogue. */
const OLD_PACKAGES = ['shared-kernel', 'remote-catalog'] as const;

/**
 * Gives the old checkout this checkout's installed modules, without the registry: the root's
 * node_modules as a link, and each package's node_modules (pnpm's links, relative: into
 * ../../node_modules/.pnpm, and to workspace packages as ../../../<package>) copied as links, so
 * `@parts/shared-kernel` resolves to the old checkout's kernel 1.0.0 and every third-party package
 * to the versions installed here. The old commit asks the same ranges of them; a dependency the
 * old package lists that is not installed here fails the build with its name.
 */
function linkInstalledModules(checkout: string): void {
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  for (const pkg of OLD_PACKAGES) {
    fs.cpSync(path.join(ROOT, pkg, 'node_modules'), path.join(checkout, pkg, 'node_modules'), { recursive: true, verbatimSymlinks: true });
    const { dependencies = {} } = readJson<{ dependencies?: Record<string, string> }>(path.join(checkout, pkg, 'package.json'));
    const missing = Object.keys(dependencies).filter(
      (name) => !fs.existsSync(path.join(checkout, pkg, 'node_modules', name, 'package.json')),
    );
    expect(missing, `dependencies of ${pkg} at ${KERNEL_1_0_0_COMMIT} not installed in this checkout`).toEqual([]);
  }
}

/** Builds the catalogue as it was at that commit, with that commit's kernel and build scripts, into `deployDir`. */
function buildOldCatalog(deployDir: string): void {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-old-catalog-'));
  try {
    execFileSync('sh', ['-c', `git archive ${KERNEL_1_0_0_COMMIT} | tar -x -C "${checkout}"`], { cwd: ROOT });
    expect(readJson<{ version: string }>(path.join(checkout, 'shared-kernel', 'package.json')).version).toBe('1.0.0');
    linkInstalledModules(checkout);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-remote.ts', 'catalog', OLD_CATALOG], {
      cwd: checkout,
      env: { ...process.env, DEPLOY_DIR: deployDir },
      stdio: 'pipe',
    });
  } finally {
    // the link first: removing the checkout never reaches into this checkout's modules
    fs.rmSync(path.join(checkout, 'node_modules'), { force: true });
    fs.rmSync(checkout, { recursive: true, force: true });
  }
}

async function logIn(page: Page, baseURL: string) {
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  await page.goto(`${baseURL}/login`);
  await page.locator('#login-email').fill(DEALER.email);
  await page.locator('#login-password').fill(DEALER.password);
  await page.locator('form[aria-labelledby="login-heading"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
}

test(
  "a catalogue built against kernel 1.x beside today's host (kernel 2 or later) is refused in its area, with the reason",
  { tag: '@deployment' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const kernel = readJson<{ version: string }>(path.join(ROOT, 'shared-kernel', 'package.json')).version;
    expect(kernel).not.toMatch(/^[01]\./);
    const shop = await startShop({
      prepare: (deployDir) => {
        buildOldCatalog(deployDir);
        runRootScript('switch-remote', ['production', 'catalog', OLD_CATALOG], deployDir);
      },
    });
    try {
      await logIn(page, shop.baseURL);
      const refused = page.locator('[data-remote-error="catalog"]');
      await expect(refused).toContainText(`This part of the shop was built for shared kernel ^1.0.0, but the shop runs ${kernel}.`);
      await expect(refused.getByRole('button')).toHaveCount(0);
      // the host, its header and the other remotes go on
      await expect(page.getByRole('heading', { level: 1 })).toContainText(DEALER.firstName);
      await page.getByRole('link', { name: /cart/i }).first().click();
      await expect(page.locator('[data-remote="cart_checkout"]')).toBeVisible();

      // rolled back to the catalogue built against today's kernel, the page works again
      runRootScript('rollback-remote', ['production', 'catalog'], shop.deployDir);
      await page.goto(`${shop.baseURL}/level4`);
      await expect(page.locator('[data-remote="catalog"]').first()).toHaveAttribute('data-remote-version', '1.0.0');
    } finally {
      await shop.stop();
    }
  },
);
