import { closeSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { Executor } from '../src/db/database';
import { importFeed, type ImportReport } from '../src/feeds/import';
import { problemText, type Problem, type Reason } from '../src/feeds/messages';
import { startShop, type TestShop } from './helpers';
import { catalogueSnapshot, deltaFeed, editFile, entriesOf, EXAMPLE_FEED, EXAMPLE_FILES, exampleCopy, zipOf } from './feeds';

/** Issue 39, item 6: each bad feed is refused with its reason (file, line, column, value) and the catalogue stays as it was. */
let shop: TestShop;
let db: Executor;
let before: string;
beforeAll(async () => {
  shop = await startShop();
  db = await shop.database();
  before = await catalogueSnapshot(db);
});
afterAll(() => shop.close());

/** A problem as a test expects it: where, and the reason's code with any of its details. */
type Expected = Omit<Partial<Problem>, 'reason'> & { reason: { code: Reason['code'] } & Record<string, unknown> };

async function refused(path: string, expected: Expected, options: Parameters<typeof importFeed>[2] = {}): Promise<ImportReport> {
  const report = await importFeed(db, path, options);
  expect(report.applied).toBe(false);
  expect(report.problems).toEqual(
    expect.arrayContaining([expect.objectContaining({ ...expected, reason: expect.objectContaining(expected.reason) })]),
  );
  expect(await catalogueSnapshot(db)).toBe(before);
  return report;
}

const withFile = (file: string, edit: (text: string) => string): string => {
  const feed = exampleCopy();
  editFile(feed, file, edit);
  return feed;
};

describe('a bad full feed changes nothing', () => {
  it('a missing column', async () => {
    await refused(
      withFile('parts.csv', (text) => text.replace(',quantity,', ',qty,')),
      { file: 'parts.csv', line: 1, column: 'quantity', reason: { code: 'missing-column' } },
    );
  });

  it('a column not in the format', async () => {
    await refused(
      withFile('stock.csv', (text) =>
        text
          .replace('quantity\n', 'quantity;colour\n')
          .replace(/\n(?=.)/g, ';\n')
          .replace('quantity;colour;\n', 'quantity;colour\n'),
      ),
      {
        file: 'stock.csv',
        column: 'colour',
        reason: { code: 'extra-column' },
      },
    );
  });

  it('a value of the wrong type', async () => {
    await refused(
      withFile('stock.csv', (text) => text.replace('99110000003;1;500', '99110000003;1;many')),
      { file: 'stock.csv', line: 4, column: 'quantity', value: 'many', reason: { code: 'integer' } },
    );
  });

  it('a decimal comma where the feed writes a dot, and the reverse, each said as such', async () => {
    const report = await refused(
      withFile('prices.csv', (text) => text.replace('99110000003;3.20;', '99110000003;"3,20";')),
      {
        file: 'prices.csv',
        line: 3,
        column: 'price_gross',
        value: '3,20',
        reason: { code: 'decimal-comma' },
      },
    );
    const problem = report.problems.find((p) => p.reason.code === 'decimal-comma');
    expect(problem && problemText(problem, 'en')).toBe(
      'prices.csv:3 price_gross "3,20": decimal comma: this feed writes decimals with a dot (manifest "decimal": ".")',
    );
    expect(problem && problemText(problem, 'pl')).toBe(
      'prices.csv:3 price_gross "3,20": przecinek dziesiętny: ten feed zapisuje ułamki z kropką (manifest "decimal": ".")',
    );
    const commaFeed = exampleCopy();
    editFile(commaFeed, 'manifest.json', (text) => text.replace('"decimal": "."', '"decimal": ","'));
    await refused(commaFeed, { file: 'prices.csv', line: 2, column: 'price_gross', value: '45.90', reason: { code: 'decimal-dot' } });
  });

  it('a board part naming a part the feed does not have', async () => {
    await refused(
      withFile('board_parts.csv', (text) => text.replace('GR-S200-0003;2;99110000003;', 'GR-S200-0003;2;99119999999;')),
      {
        file: 'board_parts.csv',
        line: 3,
        column: 'part',
        value: '99119999999',
        reason: { code: 'unknown-reference', target: 'parts.csv' },
      },
    );
  });

  it('a duplicate key', async () => {
    await refused(
      withFile('parts.csv', (text) => `${text}99110000006,Oil drain screw,Korek spustowy,,,1,fastener\n`),
      {
        file: 'parts.csv',
        line: 14,
        value: '99110000006',
        reason: { code: 'duplicate', firstLine: 4 },
      },
    );
  });

  it('a supersession cycle', async () => {
    await refused(
      withFile('supersessions.csv', (text) => `${text}99110000001;99110000101;1;0\n`),
      { file: 'supersessions.csv', line: 2, reason: { code: 'cycle' } },
    );
  });

  it('a hotspot outside the 800x560 box', async () => {
    await refused(
      withFile('hotspots.csv', (text) => text.replace('GR-S200-0003,6,680,48,714,72', 'GR-S200-0003,6,680,48,801,72')),
      {
        file: 'hotspots.csv',
        line: 7,
        value: '680,48,801,72',
        reason: { code: 'outside-box' },
      },
    );
  });

  it('an image that is not an image', async () => {
    const feed = exampleCopy();
    writeFileSync(join(feed, 'images', 'oil-filter-s200.svg'), 'GIF89a this is no svg');
    await refused(feed, { file: 'images/oil-filter-s200.svg', reason: { code: 'not-an-image' } });
  });

  it('a file in another encoding', async () => {
    const feed = exampleCopy();
    const path = join(feed, 'part_attributes.csv');
    // "Materiał" as Windows-1250 writes it: ł is the byte 0xB3, no UTF-8
    writeFileSync(
      path,
      Buffer.concat([readFileSync(path).subarray(0, 80), Buffer.from('\n99110000003;Material;Materia\xb3;Brass;Mosi\xb9dz;2\n', 'latin1')]),
    );
    const report = await refused(feed, { file: 'part_attributes.csv', reason: { code: 'encoding' } });
    expect(report.problems.find((p) => p.reason.code === 'encoding')?.line).toBe(3);
  });

  it('an empty file', async () => {
    const feed = exampleCopy();
    writeFileSync(join(feed, 'stock.csv'), '');
    await refused(feed, { file: 'stock.csv', line: 1, reason: { code: 'empty-file' } });
  });

  it('a line of 100 MB, read no further than the line limit', async () => {
    const feed = exampleCopy();
    const fd = openSync(join(feed, 'part_attributes.csv'), 'a');
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    writeSync(fd, '99110000006;Note;Uwaga;');
    for (let i = 0; i < 100; i++) writeSync(fd, megabyte);
    closeSync(fd);
    await refused(feed, { file: 'part_attributes.csv', line: 7, reason: { code: 'line-too-long' } });
    rmSync(feed, { recursive: true, force: true });
  });

  it('a file the format does not know, and a required file missing', async () => {
    const feed = exampleCopy();
    writeFileSync(join(feed, 'prices-old.csv'), 'number;price_gross\n');
    rmSync(join(feed, 'boards.csv'));
    await refused(feed, { file: 'prices-old.csv', reason: { code: 'unknown-file' } });
    await refused(feed, { file: 'boards.csv', reason: { code: 'missing-file' } });
  });

  it('a delta naming a part the shop does not have, or a file a delta may not hold', async () => {
    await refused(deltaFeed({ 'prices.csv': 'number;price_gross\n99119999999;10.00\n' }), {
      file: 'prices.csv',
      line: 2,
      value: '99119999999',
      reason: { code: 'unknown-reference' },
    });
    await refused(deltaFeed({ 'boards.csv': 'number\n' }), { file: 'boards.csv', reason: { code: 'not-in-delta' } });
  });
});

/** A zip whose entry names are rewritten after writing (yazl refuses to write such names itself). */
async function zipWithNames(renames: Record<string, string>): Promise<string> {
  const entries = entriesOf(EXAMPLE_FEED, EXAMPLE_FILES);
  for (const from of Object.keys(renames)) entries[from] = Buffer.from('number;price_gross\n');
  const path = await zipOf(entries);
  let bytes = readFileSync(path);
  for (const [from, to] of Object.entries(renames)) {
    expect(to.length).toBe(from.length);
    bytes = Buffer.from(bytes.toString('latin1').split(from).join(to), 'latin1');
  }
  writeFileSync(path, bytes);
  return path;
}

describe('zipped feeds', () => {
  it('a zip of the example feed is read as the folder is', async () => {
    const report = await importFeed(db, await zipOf(entriesOf(EXAMPLE_FEED, EXAMPLE_FILES)), { dryRun: true });
    expect(report.problems).toEqual([]);
    expect(report.rows['board_parts.csv']).toBe(12);
    expect(await catalogueSnapshot(db)).toBe(before);
  });

  it('path traversal and absolute entry names are refused', async () => {
    await refused(await zipWithNames({ 'xx/evil.csv': '../evil.csv' }), { file: '../evil.csv', reason: { code: 'zip-entry-name' } });
    await refused(await zipWithNames({ 'xetc/evil.csv': '/etc/evil.csv' }), { file: '/etc/evil.csv', reason: { code: 'zip-entry-name' } });
    await refused(await zipWithNames({ 'xxevil.csv': 'C:evil.csv' }), { file: 'C:evil.csv', reason: { code: 'zip-entry-name' } });
  });

  it('a zip expanding past the limit (a zip bomb) is refused before it is read', async () => {
    const entries = { ...entriesOf(EXAMPLE_FEED, EXAMPLE_FILES), 'images/huge.png': Buffer.alloc(8 * 1024 * 1024) };
    await refused(
      await zipOf(entries),
      { reason: { code: 'zip-too-large', limit: 4 * 1024 * 1024 } },
      { zipLimits: { entries: 100, totalBytes: 4 * 1024 * 1024 } },
    );
    await refused(
      await zipOf(entriesOf(EXAMPLE_FEED, EXAMPLE_FILES)),
      { reason: { code: 'zip-too-many', limit: 5 } },
      { zipLimits: { entries: 5, totalBytes: 4 * 1024 * 1024 } },
    );
  });
});
