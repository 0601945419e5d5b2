import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportFeed } from '../src/feeds/export';
import { importFeed } from '../src/feeds/import';
import { startShop, type TestShop } from './helpers';
import { catalogueSnapshot, EXAMPLE_FEED, vehicleSnapshot } from './feeds';

/**
 * Issue 39, item 4's first step: the demo catalogue is expressible in the feed format. The shop's
 * catalogue written as a full feed and imported again gives the same catalogue and vehicles (a
 * full import replaces everything: what the feed lacked would be gone); after another catalogue,
 * the same feed brings the demo's back. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

it('the demo catalogue as a feed: imported again, the same catalogue and vehicles', async () => {
  const db = await shop.database();
  const catalogue = await catalogueSnapshot(db);
  const vehicles = await vehicleSnapshot(db);
  const feed = join(mkdtempSync(join(tmpdir(), 'feed-export-')), 'demo');
  const written = await exportFeed(db, feed);
  expect(written['parts.csv']).toBeGreaterThan(100);
  expect(written['vehicles.csv']).toBeGreaterThan(20);

  const report = await importFeed(db, feed);
  expect(report.problems).toEqual([]);
  expect(await catalogueSnapshot(db)).toBe(catalogue);
  expect(await vehicleSnapshot(db)).toBe(vehicles);

  // another catalogue, then the demo's feed again: as many parts, boards and vehicles as the demo's
  // (what the other catalogue did not have comes back under new ids)
  const counts = (snapshot: string) => snapshot.split('\n').filter((line) => /^\w+: \d+$/.test(line));
  expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
  expect(counts(await catalogueSnapshot(db))).not.toEqual(counts(catalogue));
  expect((await importFeed(db, feed)).problems).toEqual([]);
  expect(counts(await catalogueSnapshot(db))).toEqual(counts(catalogue));
  expect(counts(await vehicleSnapshot(db))).toEqual(counts(vehicles));
});
