import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { importFeed } from '../src/feeds/import';
import { MAX_IMAGE_BYTES } from '../src/feeds/validate';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { exportFeed } from '../src/feeds/export';
import { catalogueSnapshot, deltaFeed, editFile, EXAMPLE_FEED, exampleCopy } from './feeds';
import { TEST_DATABASE_URL } from './postgres';

/**
 * Issue 39: a feed's diagram files and pictures (SVG or PNG in images/) are stored by the hash of
 * their bytes and served at an address made of it (immutable), an SVG sandboxed so that it cannot
 * run script; a board or picture without a file is drawn by the shop as before.
 */
let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
}, 60_000);
afterAll(() => shop.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string, headers: Record<string, string> = {}) => shop.call('GET', url, { headers });

interface BoardAnswer {
  Id: number;
  Sku: string;
  GrafikId: number;
  PictureUrl: string;
}

/** The board of a part (as the part search answers it), then its detail. */
async function boardOf(sku: string): Promise<BoardAnswer> {
  const vehicle = json<{ VehicleKeyList: string[] }>(await shop.call('POST', '/api/Level4/VehicleSearch', { token, body: { Id: 1 } }));
  const found = json<{ Boards: { Id: number }[] }>(
    await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku, VehicleKeyList: vehicle.VehicleKeyList } }),
  );
  const id = found.Boards[0]?.Id;
  if (id === undefined) throw new Error(`no board of ${sku}`);
  return json<BoardAnswer>(await shop.call('POST', '/api/Level4Product/Board', { token, body: { id, vehicleSpecific: false } }));
}

/** Follows the shop's redirect from an image address to the file it names. */
async function followed(url: string): Promise<{ first: LightMyRequestResponse; file: LightMyRequestResponse; location: string }> {
  const first = await get(url);
  expect(first.statusCode).toBe(302);
  const location = String(first.headers.location);
  return { first, file: await get(location), location };
}

/** A PNG of one white pixel (a real one: signature, IHDR, IDAT, IEND with their CRCs). */
function onePixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`a feed's images on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it("serves a board's diagram file and a part's picture file by their hash, immutable; the boards without a file drawn as before", async () => {
    expect((await importFeed(await shop.database(), EXAMPLE_FEED)).problems).toEqual([]);
    const svg = readFileSync(join(EXAMPLE_FEED, 'images', 'oil-filter-s200.svg'));

    const board = await boardOf('99110000001');
    expect(board.Sku).toBe('GR-S200-0003');
    const { first, file, location } = await followed(board.PictureUrl);
    // the board's address is by id, which a full feed reuses: asked again each time
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(location).toBe(`/backoffice/images/files/${sha256(svg)}.svg`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(svg)).toBe(true);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    // the part's picture (pictures.csv names oil-filter.svg)
    const picture = readFileSync(join(EXAMPLE_FEED, 'images', 'oil-filter.svg'));
    const part = json<{ Products: { Sku: string; Pictures: { ImageUrl: string }[] }[] }>(
      await shop.call('POST', '/api/Level4Product/Board', { token, body: { id: board.Id, vehicleSpecific: false } }),
    ).Products.find((p) => p.Sku === '99110000001');
    const pictureUrl = part?.Pictures[0]?.ImageUrl ?? '';
    const pictureFile = await followed(pictureUrl);
    expect(pictureFile.location).toBe(`/backoffice/images/files/${sha256(picture)}.svg`);
    expect(pictureFile.file.rawPayload.equals(picture)).toBe(true);

    // a board without a diagram file: the shop's drawing, as before
    const brakes = await boardOf('99340000001');
    expect(brakes.Sku).toBe('GR-S200-0018');
    const drawn = await get(brakes.PictureUrl);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawn.body).toContain('Brake pads front - Series 200');

    // an address whose hash names no file, or the wrong type
    expect((await get(`/backoffice/images/files/${'0'.repeat(64)}.svg`)).statusCode).toBe(404);
    expect((await get(`/backoffice/images/files/${sha256(svg)}.png`)).statusCode).toBe(404);
    expect((await get('/backoffice/images/files/..%2Flogo.svg')).statusCode).toBe(400);
  });

  it('an SVG that would run script is served sandboxed: no scripts, nothing loaded from elsewhere, no type sniffing', async () => {
    const feed = exampleCopy();
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 560" onload="fetch(\'/api/customer/info\')"><script>alert(document.cookie)</script><rect width="800" height="560"/></svg>';
    writeFileSync(join(feed, 'images', 'oil-filter-s200.svg'), hostile);
    expect((await importFeed(await shop.database(), feed)).problems).toEqual([]);
    const { file } = await followed((await boardOf('99110000001')).PictureUrl);
    expect(file.body).toBe(hostile);
    const policy = String(file.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim());
    expect(policy).toContain('sandbox'); // no allow-scripts: scripts and event handlers do not run, even opened on its own
    expect(policy).toContain("default-src 'none'");
    expect(policy.join(';')).not.toMatch(/allow-scripts|script-src/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    rmSync(feed, { recursive: true, force: true });
  });

  it('a PNG diagram is served as image/png; a later feed without the file draws the board again and drops the file', async () => {
    const feed = exampleCopy();
    const png = onePixelPng();
    writeFileSync(join(feed, 'images', 'oil-filter-s200.png'), png);
    rmSync(join(feed, 'images', 'oil-filter-s200.svg'));
    editFile(feed, 'boards.csv', (text) => text.replace(';oil-filter-s200.svg;', ';oil-filter-s200.png;'));
    expect((await importFeed(await shop.database(), feed)).problems).toEqual([]);
    const { file, location } = await followed((await boardOf('99110000001')).PictureUrl);
    expect(location).toBe(`/backoffice/images/files/${sha256(png)}.png`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);

    // the same feed again writes no image row anew (content-addressed): the catalogue is the same
    const db = await shop.database();
    const snapshot = await catalogueSnapshot(db);
    expect((await importFeed(db, feed)).problems).toEqual([]);
    expect(await catalogueSnapshot(db)).toBe(snapshot);

    editFile(feed, 'boards.csv', (text) => text.replace(';oil-filter-s200.png;', ';;'));
    rmSync(join(feed, 'images', 'oil-filter-s200.png'));
    expect((await importFeed(db, feed)).problems).toEqual([]);
    const board = await boardOf('99110000001');
    const drawn = await get(board.PictureUrl);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain('Oil filter - Series 200');
    expect((await get(location)).statusCode).toBe(404);
    rmSync(feed, { recursive: true, force: true });
  });

  it('an image larger than the limit is refused, the catalogue unchanged', async () => {
    const db = await shop.database();
    const before = await catalogueSnapshot(db);
    const feed = exampleCopy();
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x20);
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">').copy(big);
    writeFileSync(join(feed, 'images', 'oil-filter-s200.svg'), big);
    const report = await importFeed(db, feed);
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ file: 'images/oil-filter-s200.svg', reason: { code: 'image-too-large', limit: '10 MiB' } }),
    ]);
    expect(await catalogueSnapshot(db)).toBe(before);
    rmSync(feed, { recursive: true, force: true });
  });
  /** The pictures of a board's parts by part number, as the board answers them. */
  async function partPictures(boardId: number): Promise<Map<string, string>> {
    const answer = json<{ Products: { Sku: string; Pictures: { ImageUrl: string }[] }[] }>(
      await shop.call('POST', '/api/Level4Product/Board', { token, body: { id: boardId, vehicleSpecific: false } }),
    );
    return new Map(answer.Products.map((p) => [p.Sku, p.Pictures[0]?.ImageUrl ?? '']));
  }

  /** A delta with a new diagram file for the oil filter board and a new picture file for 99110000001. */
  function imageDelta(png: Buffer, picture: string): string {
    const feed = deltaFeed({
      'board_diagrams.csv':
        'board;file;title_en;title_pl\nGR-S200-0003;oil-filter-s200-v2.png;Oil filter - Series 200 (2026);Filtr oleju - Seria 200 (2026)\n',
      'part_pictures.csv': 'number;file\n99110000001;oil-filter-element.svg\n',
    });
    mkdirSync(join(feed, 'images'));
    writeFileSync(join(feed, 'images', 'oil-filter-s200-v2.png'), png);
    writeFileSync(join(feed, 'images', 'oil-filter-element.svg'), picture);
    return feed;
  }

  it("a delta changes a board's diagram file and a part's picture file: served at once, the part's shared picture left to the others", async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const oldDiagram = readFileSync(join(EXAMPLE_FEED, 'images', 'oil-filter-s200.svg'));
    const oldPicture = readFileSync(join(EXAMPLE_FEED, 'images', 'oil-filter.svg'));
    const board = await boardOf('99110000001');
    const before = await partPictures(board.Id);
    expect((await followed(before.get('99110000007') ?? '')).location).toBe(`/backoffice/images/files/${sha256(oldPicture)}.svg`);

    const png = onePixelPng();
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40"/></svg>';
    const feed = imageDelta(png, picture);
    const report = await importFeed(db, feed);
    expect(report.problems).toEqual([]);
    expect(report.written.images).toBe(2);

    // the board's address (by id) now leads to the new file; the old one is no longer served
    const after = await boardOf('99110000001');
    expect(after.GrafikId).toBe(board.GrafikId);
    const diagram = await followed(after.PictureUrl);
    expect(diagram.location).toBe(`/backoffice/images/files/${sha256(png)}.png`);
    expect(diagram.file.rawPayload.equals(png)).toBe(true);
    expect((await get(`/backoffice/images/files/${sha256(oldDiagram)}.svg`)).statusCode).toBe(404);
    const titles = await db.selectFrom('diagrams').select(['title', 'title_pl']).where('id', '=', board.GrafikId).executeTakeFirstOrThrow();
    expect(titles).toEqual({ title: 'Oil filter - Series 200 (2026)', title_pl: 'Filtr oleju - Seria 200 (2026)' });

    // 99110000001 shows the new picture; 99110000007, which shared its picture, the old one
    const pictures = await partPictures(after.Id);
    const own = await followed(pictures.get('99110000001') ?? '');
    expect(own.location).toBe(`/backoffice/images/files/${sha256(Buffer.from(picture))}.svg`);
    expect(own.file.body).toBe(picture);
    expect((await followed(pictures.get('99110000007') ?? '')).location).toBe(`/backoffice/images/files/${sha256(oldPicture)}.svg`);

    // the same delta again: the same state
    const snapshot = await catalogueSnapshot(db);
    expect((await importFeed(db, feed)).problems).toEqual([]);
    expect(await catalogueSnapshot(db)).toBe(snapshot);
    rmSync(feed, { recursive: true, force: true });
  });

  it("a delta's image rows naming an unknown board, part or file, or a file that is not an image, are refused: nothing changes", async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const before = await catalogueSnapshot(db);
    const images = await db.selectFrom('feed_images').select('hash').orderBy('hash').execute();
    const feed = deltaFeed({
      'board_diagrams.csv': 'board;file\nGR-S200-0003;new.svg\nGR-NOPE;new.svg\nGR-S200-0018;missing.svg\n',
      'part_pictures.csv': 'number;file\n99110000001;fake.png\n99999999999;new.svg\n',
    });
    mkdirSync(join(feed, 'images'));
    writeFileSync(join(feed, 'images', 'new.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(feed, 'images', 'fake.png'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const report = await importFeed(db, feed);
    expect(report.applied).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'images/fake.png', reason: { code: 'not-an-image' } }),
        expect.objectContaining({
          file: 'board_diagrams.csv',
          line: 3,
          column: 'board',
          value: 'GR-NOPE',
          reason: { code: 'unknown-reference', target: "the shop's boards" },
        }),
        expect.objectContaining({
          file: 'board_diagrams.csv',
          line: 4,
          column: 'file',
          value: 'missing.svg',
          reason: { code: 'unknown-reference', target: 'images/' },
        }),
        expect.objectContaining({ file: 'part_pictures.csv', line: 3, column: 'number', value: '99999999999' }),
      ]),
    );
    expect(report.problems).toHaveLength(4);
    expect(await catalogueSnapshot(db)).toBe(before);
    expect(await db.selectFrom('feed_images').select('hash').orderBy('hash').execute()).toEqual(images);
    rmSync(feed, { recursive: true, force: true });
  });

  interface Hotspot {
    bildposNummer: string;
    x1Koordinate: number;
    y1Koordinate: number;
    x2Koordinate: number;
    y2Koordinate: number;
  }
  /** A diagram's hotspots as the API answers them: "position x1,y1,x2,y2". */
  async function hotspotsOf(grafikId: number): Promise<string[]> {
    const answer = json<Hotspot[]>(await shop.call('GET', `/api/Level4Product/Hotspots?grafikId=${grafikId}`, { token }));
    return answer.map((h) => `${h.bildposNummer} ${h.x1Koordinate},${h.y1Koordinate},${h.x2Koordinate},${h.y2Koordinate}`);
  }

  it("a delta's hotspots.csv moves a board's hotspots with its new diagram file; the other boards keep theirs; twice, the same state", async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const board = await boardOf('99110000001');
    expect(await hotspotsOf(board.GrafikId)).toEqual([
      '1 12,50,46,74',
      '2 146,48,180,72',
      '3 280,52,314,76',
      '4 412,46,446,70',
      '5 546,50,580,74',
      '6 680,48,714,72',
      '7 14,180,48,204',
    ]);
    const brakes = await boardOf('99340000001');
    const brakesHotspots = await hotspotsOf(brakes.GrafikId);
    expect(brakesHotspots.length).toBeGreaterThan(0);

    // the new drawing: the callouts in a column on the right, position 7 gone, a new 2a (board number in another case)
    const moved = ['1', '2', '2a', '3', '4', '5', '6'].map((position, i) => `${position};700;${20 + 70 * i};740;${50 + 70 * i}`);
    const feed = deltaFeed({
      'board_diagrams.csv': 'board;file\nGR-S200-0003;oil-filter-s200-v3.png\n',
      'hotspots.csv': `board;position;x1;y1;x2;y2\n${moved.map((line, i) => `${i === 2 ? 'gr-s200-0003' : 'GR-S200-0003'};${line}`).join('\n')}\n`,
    });
    mkdirSync(join(feed, 'images'));
    const png = onePixelPng();
    writeFileSync(join(feed, 'images', 'oil-filter-s200-v3.png'), png);
    const report = await importFeed(db, feed);
    expect(report.problems).toEqual([]);
    expect(report.written.hotspots).toBe(7);

    const after = await boardOf('99110000001');
    expect(after.GrafikId).toBe(board.GrafikId);
    expect((await followed(after.PictureUrl)).location).toBe(`/backoffice/images/files/${sha256(png)}.png`);
    expect(await hotspotsOf(after.GrafikId)).toEqual([
      '1 700,20,740,50',
      '2 700,90,740,120',
      '2a 700,160,740,190',
      '3 700,230,740,260',
      '4 700,300,740,330',
      '5 700,370,740,400',
      '6 700,440,740,470',
    ]);
    expect(await hotspotsOf(brakes.GrafikId)).toEqual(brakesHotspots);

    // the same delta again: the same state
    const snapshot = await catalogueSnapshot(db);
    expect((await importFeed(db, feed)).problems).toEqual([]);
    expect(await catalogueSnapshot(db)).toBe(snapshot);
    rmSync(feed, { recursive: true, force: true });
  });

  it("a delta's hotspots outside the box, of an unknown board, twice at a position or not integers are refused: nothing changes", async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const before = await catalogueSnapshot(db);
    const feed = deltaFeed({
      'hotspots.csv': [
        'board;position;x1;y1;x2;y2',
        'GR-S200-0003;1;0;0;801;30',
        'GR-S200-0003;2;60;10;50;30',
        'GR-NOPE;1;10;10;50;30',
        'GR-S200-0003;2;10;10;50;30',
        'GR-S200-0003;3;1,5;10;50;30',
        'GR-S200-0003;4;10;10;50;30',
        '',
      ].join('\n'),
    });
    const report = await importFeed(db, feed);
    expect(report.applied).toBe(false);
    const box = { code: 'outside-box', width: 800, height: 560 };
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'hotspots.csv', line: 2, column: 'x1,y1,x2,y2', value: '0,0,801,30', reason: box }),
        expect.objectContaining({ file: 'hotspots.csv', line: 3, column: 'x1,y1,x2,y2', value: '60,10,50,30', reason: box }),
        expect.objectContaining({
          file: 'hotspots.csv',
          line: 4,
          column: 'board',
          value: 'GR-NOPE',
          reason: { code: 'unknown-reference', target: "the shop's boards" },
        }),
        expect.objectContaining({
          file: 'hotspots.csv',
          line: 5,
          column: 'board+position',
          value: 'GR-S200-0003+2',
          reason: { code: 'duplicate', firstLine: 3 },
        }),
        expect.objectContaining({ file: 'hotspots.csv', line: 6, column: 'x1', value: '1,5', reason: { code: 'integer' } }),
      ]),
    );
    expect(report.problems).toHaveLength(5);
    expect(await catalogueSnapshot(db)).toBe(before);
    rmSync(feed, { recursive: true, force: true });
  });

  it('feed:export writes the image files: the exported feed imported into another shop serves the same files at the same addresses', async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const png = onePixelPng();
    const picture = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>';
    const delta = imageDelta(png, picture);
    expect((await importFeed(db, delta)).problems).toEqual([]);
    const served = async (target: TestShop) => {
      const tdb = await target.database();
      const addresses = [
        ...(await tdb.selectFrom('diagrams').select('id').where('image_hash', 'is not', null).orderBy('id').execute()).map(
          (d) => `/backoffice/images/boards/${d.id}.svg?lang=en`,
        ),
        ...(await tdb.selectFrom('pictures').select('id').where('image_hash', 'is not', null).orderBy('id').execute()).map(
          (p) => `/backoffice/images/pictures/${p.id}.svg?lang=en`,
        ),
      ];
      const answers: string[] = [];
      for (const address of addresses) {
        const first = await target.call('GET', address);
        const file = await target.call('GET', String(first.headers.location));
        answers.push(`${address} -> ${String(first.headers.location)} ${file.statusCode} ${sha256(file.rawPayload)}`);
      }
      return answers;
    };
    const expected = await served(shop);
    expect(expected).toHaveLength(3); // the oil filter board's file, the shared oil filter picture's and 99110000001's own

    const folder = join(mkdtempSync(join(tmpdir(), 'feed-export-images-')), 'feed');
    const written = await exportFeed(db, folder);
    expect(written.images).toBe(3);
    expect(readdirSync(join(folder, 'images')).sort()).toEqual(
      [
        `${sha256(png)}.png`,
        `${sha256(readFileSync(join(EXAMPLE_FEED, 'images', 'oil-filter.svg')))}.svg`,
        `${sha256(Buffer.from(picture))}.svg`,
      ].sort(),
    );
    expect(readFileSync(join(folder, 'images', `${sha256(png)}.png`)).equals(png)).toBe(true);

    const other = await startShop();
    try {
      const odb = await other.database();
      expect(await odb.selectFrom('feed_images').select('hash').execute()).toEqual([]);
      expect((await importFeed(odb, folder)).problems).toEqual([]);
      expect(await served(other)).toEqual(expected);
    } finally {
      await other.close();
    }
    expect(existsSync(join(folder, 'pictures.csv'))).toBe(true);
    rmSync(delta, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });
});
