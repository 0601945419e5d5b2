import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { importFeed } from '../src/feeds/import';
import { MAX_IMAGE_BYTES } from '../src/feeds/validate';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { catalogueSnapshot, editFile, EXAMPLE_FEED, exampleCopy } from './feeds';
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
});
