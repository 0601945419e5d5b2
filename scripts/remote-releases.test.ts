/**
 * `pnpm switch:remote`, `pnpm rollback:remote` and `pnpm remotes:status` as a release manager runs
 * them, on a temporary deploy/ folder holding built versions of the catalogue remote.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPTS = __dirname;
let deployDir: string;

function run(script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(SCRIPTS, script), ...args], {
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

/** What a remote build leaves in deploy/remotes/<name>/<version>/ (the parts these commands read). */
function built(name: string, version: string, builtAt: string) {
  const dir = path.join(deployDir, 'remotes', name, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ id: name, name, metaData: { buildInfo: { buildVersion: version } } }),
  );
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ name, version, builtAt, kernel: '1.0.0' }));
}

const manifest = (environment: 'remotes' | 'remotes.staging') =>
  JSON.parse(fs.readFileSync(path.join(deployDir, `${environment}.json`), 'utf8')) as Record<string, string>;

beforeEach(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-deploy-'));
  built('catalog', '1.0.0', '2026-11-01T10:00:00.000Z');
  built('catalog', '1.1.0', '2026-11-10T10:00:00.000Z');
  built('catalog', '1.2.0', '2026-11-20T10:00:00.000Z');
  built('account', '1.0.0', '2026-11-01T10:05:00.000Z');
  built('cart_checkout', '1.0.0', '2026-11-01T10:06:00.000Z');
  const entries = {
    account: 'remotes/account/1.0.0/mf-manifest.json',
    cart_checkout: 'remotes/cart_checkout/1.0.0/mf-manifest.json',
    catalog: 'remotes/catalog/1.0.0/mf-manifest.json',
  };
  fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify(entries));
  fs.writeFileSync(path.join(deployDir, 'remotes.staging.json'), JSON.stringify(entries));
});

afterEach(() => fs.rmSync(deployDir, { recursive: true, force: true }));

it('status shows each environment with each remote, its version and when it was built', () => {
  expect(run('switch-remote.ts', 'staging', 'catalog', '1.1.0').status).toBe(0);
  const { status, out } = run('remotes-status.ts');
  expect(status).toBe(0);
  const lines = out.trim().split('\n');
  expect(lines[0]).toMatch(/^environment\s+remote\s+version\s+built\s+kernel\s+before$/);
  expect(lines).toContainEqual(expect.stringMatching(/^production\s+catalog\s+1\.0\.0\s+2026-11-01 10:00:00Z\s+1\.0\.0\s+-$/));
  expect(lines).toContainEqual(expect.stringMatching(/^staging\s+catalog\s+1\.1\.0\s+2026-11-10 10:00:00Z\s+1\.0\.0\s+1\.0\.0$/));
  expect(lines).toContainEqual(expect.stringMatching(/^staging\s+account\s+1\.0\.0\s+2026-11-01 10:05:00Z/));
  expect(lines).toHaveLength(7);
});

it('a version that is not built is refused, and the environment keeps what it runs', () => {
  const { status, out } = run('switch-remote.ts', 'production', 'catalog', '2.0.0');
  expect(status).toBe(1);
  expect(out).toContain('catalog 2.0.0 is not built (built: 1.0.0, 1.1.0, 1.2.0). Build it first: pnpm build:remote catalog 2.0.0');
  expect(manifest('remotes').catalog).toBe('remotes/catalog/1.0.0/mf-manifest.json');
  expect(fs.existsSync(path.join(deployDir, 'remotes.history.json'))).toBe(false);
});

it('an unknown environment or remote is refused', () => {
  expect(run('switch-remote.ts', 'preview', 'catalog', '1.1.0').out).toContain('Not an environment: "preview"');
  expect(run('switch-remote.ts', 'production', 'wheels', '1.1.0').out).toContain('Unknown remote "wheels"');
});

it('every switch is written down, and rollback returns step by step to the versions that ran before', () => {
  expect(run('switch-remote.ts', 'production', 'catalog', '1.1.0').out).toContain('production: catalog 1.0.0 -> 1.1.0');
  expect(run('switch-remote.ts', 'production', 'catalog', '1.2.0').out).toContain('production: catalog 1.1.0 -> 1.2.0');
  const history = JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.history.json'), 'utf8')) as {
    from: string;
    to: string;
    how: string;
  }[];
  expect(history.map(({ from, to, how }) => ({ from, to, how }))).toEqual([
    { from: '1.0.0', to: '1.1.0', how: 'switch' },
    { from: '1.1.0', to: '1.2.0', how: 'switch' },
  ]);

  expect(run('rollback-remote.ts', 'production', 'catalog').out).toContain('production: catalog rolled back 1.2.0 -> 1.1.0');
  expect(manifest('remotes').catalog).toBe('remotes/catalog/1.1.0/mf-manifest.json');
  expect(run('rollback-remote.ts', 'production', 'catalog').out).toContain('production: catalog rolled back 1.1.0 -> 1.0.0');
  expect(manifest('remotes').catalog).toBe('remotes/catalog/1.0.0/mf-manifest.json');

  const nothingBefore = run('rollback-remote.ts', 'production', 'catalog');
  expect(nothingBefore.status).toBe(1);
  expect(nothingBefore.out).toContain('production has no earlier version of catalog to return to');
  // staging and the other remotes were never touched
  expect(manifest('remotes.staging').catalog).toBe('remotes/catalog/1.0.0/mf-manifest.json');
  expect(manifest('remotes').account).toBe('remotes/account/1.0.0/mf-manifest.json');
});

it('a rollback is refused when the version to return to has been removed', () => {
  run('switch-remote.ts', 'staging', 'catalog', '1.2.0');
  fs.rmSync(path.join(deployDir, 'remotes', 'catalog', '1.0.0'), { recursive: true });
  const { status, out } = run('rollback-remote.ts', 'staging', 'catalog');
  expect(status).toBe(1);
  expect(out).toContain('catalog 1.0.0 is not built');
  expect(manifest('remotes.staging').catalog).toBe('remotes/catalog/1.2.0/mf-manifest.json');
});
