import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeDemoFeed } from '../src/demo/feed';
import { exportFeed } from '../src/feeds/export';
import { importFeed } from '../src/feeds/import';
import { startShop, type TestShop } from './helpers';
import { catalogueSnapshot, EXAMPLE_FEED, vehicleSnapshot } from './feeds';

/**
 * Issue 39, item 4: the demo generator writes the demo data as a feed folder, straight to CSV (no
 * database in between). The small demo's feed holds the same lines as the seeded shop's catalogue
 * exported as a feed, and imported after another catalogue it brings the demo's catalogue and
 * vehicles back. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const lines = (dir: string, file: string): string[] => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean).sort();
const csvFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.csv'))
    .sort();

it('the small demo written as a feed by the generator: the lines of the seeded shop exported, and imported the same catalogue', async () => {
  const db = await shop.database();
  const root = mkdtempSync(join(tmpdir(), 'demo-feed-'));
  const exported = join(root, 'exported');
  const generated = join(root, 'generated');
  await exportFeed(db, exported);
  const { lines: written } = await writeDemoFeed('small', generated);
  expect(written['parts.csv']).toBeGreaterThan(100);
  expect(written['vehicles.csv']).toBeGreaterThan(20);

  // the demo's content pages too (the export leaves pages out: the shop keeps them as HTML)
  expect(csvFiles(generated)).toEqual([...csvFiles(exported), 'pages.csv'].sort());
  for (const file of csvFiles(exported)) expect({ file, lines: lines(generated, file) }).toEqual({ file, lines: lines(exported, file) });

  const catalogue = await catalogueSnapshot(db);
  const vehicles = await vehicleSnapshot(db);
  const pages = await db.selectFrom('topics').selectAll().orderBy('id').execute();
  expect(pages.map((page) => page.se_name)).toEqual(['about-us', 'shipping-returns', 'privacy-notice', 'conditions-of-use', 'contact']);
  const counts = (snapshot: string) => snapshot.split('\n').filter((line) => /^\w+: \d+$/.test(line));
  expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
  expect(counts(await catalogueSnapshot(db))).not.toEqual(counts(catalogue));
  expect((await importFeed(db, generated)).problems).toEqual([]);
  expect(counts(await catalogueSnapshot(db))).toEqual(counts(catalogue));
  expect(counts(await vehicleSnapshot(db))).toEqual(counts(vehicles));
  // the example feed's two pages replaced by the demo's, the same HTML, footer rows and menus
  expect(await db.selectFrom('topics').selectAll().orderBy('id').execute()).toEqual(pages);
});
