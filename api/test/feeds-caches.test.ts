import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { importFeed } from '../src/feeds/import';
import { buildServer } from '../src/server';
import { eventually } from './eventually';
import { deltaFeed, editFile, EXAMPLE_FEED, exampleCopy } from './feeds';
import { DEALER, startShop, TEST_PASSWORD_COST, type TestShop } from './helpers';
import { TEST_DATABASE_URL } from './postgres';

/**
 * Issue 39, item 3: "Caches (per instance and across instances on PostgreSQL) see the new
 * catalogue at once". Two API instances on one database (each with its own memory, as two
 * processes would be) are read, so that whatever they keep is warm; a full feed, then a delta, is
 * imported by the operator; both instances then answer the new prices, stock, boards, vehicles'
 * years (where-used) and reference data (warehouses, content pages), and a board's diagram is
 * never served from a browser's cache without asking.
 */
describe(`a feed imported beside two API instances on one ${TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let shop: TestShop;
  let b: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    shop = await startShop();
    b = await buildServer({ database: shop.location, passwordCost: TEST_PASSWORD_COST });
    token = await shop.login(DEALER);
    expect((await importFeed(await shop.database(), EXAMPLE_FEED)).problems).toEqual([]);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await shop?.close();
  });

  const apps = () => [shop.app, b];
  const on = async (app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'accept-language': 'en', authorization: `Bearer ${token}` },
      ...(body !== undefined && { payload: body as object }),
    });

  /** What a dealer sees of the catalogue on one instance. */
  async function seen(app: FastifyInstance) {
    const stock = (await on(app, 'POST', '/api/level4/ProductStock', { sku: '99110000001' })).json<{
      OldPrice: number;
      WarehouseInventory: { WarehouseId: number; StockQuantity: number }[];
    }>();
    const warehouses = (await on(app, 'GET', '/api/Warehouse/list')).json<{ Id: number; Name: string }[]>();
    const topics = (await on(app, 'GET', '/api/Topic/list')).json<{ SeName: string; Title: string }[]>();
    const board = await app.inject({
      method: 'GET',
      url: '/api/Level4Product/Hotspots?grafikId=1',
      headers: { authorization: `Bearer ${token}` },
    });
    const used = (await on(app, 'GET', '/api/Level4Product/WhereUsed?sku=99110000001')).json<{
      Fits: { Serie: string; ModelName: string; YearTo: number }[];
    }>();
    return {
      price: stock.OldPrice,
      s180Until: used.Fits.find((fit) => fit.Serie === 'S200' && fit.ModelName === 'S 180')?.YearTo,
      central: stock.WarehouseInventory.find((row) => row.WarehouseId === 1)?.StockQuantity,
      warehouse2: warehouses.find((warehouse) => warehouse.Id === 2)?.Name,
      aboutUs: topics.find((topic) => topic.SeName === 'about-us')?.Title,
      hotspot1: board.json<{ bildposNummer: string; x1Koordinate: number }[]>().find((spot) => spot.bildposNummer === '1')?.x1Koordinate,
    };
  }

  /** Both instances, until they answer `expected` (PostgreSQL's notice reaches an instance a moment after the commit). */
  async function bothSee(expected: Awaited<ReturnType<typeof seen>>): Promise<void> {
    for (const app of apps()) {
      await eventually('the new catalogue at the instance', async () => JSON.stringify(await seen(app)) === JSON.stringify(expected), {
        timeoutMs: 3_000,
        intervalMs: 10,
      });
      expect(await seen(app)).toEqual(expected);
    }
  }

  it('a full feed: new prices, stock, hotspots, production years, warehouse names and pages at both instances', async () => {
    // warm every cache twice on both
    for (const app of apps()) {
      await seen(app);
      await seen(app);
    }
    const before = await seen(shop.app);
    expect(before).toMatchObject({ price: 45.9, central: 120, aboutUs: 'About us', hotspot1: 12, s180Until: 2024 });
    expect(await seen(b)).toEqual(before);
    const feed = exampleCopy();
    editFile(feed, 'prices.csv', (text) => text.replace('99110000001;45.90;37.32', '99110000001;51.66;42.00'));
    editFile(feed, 'stock.csv', (text) => text.replace('99110000001;1;120', '99110000001;1;77'));
    editFile(feed, 'pages.csv', (text) => text.replace('about-us;About us;', 'about-us;About the shop;'));
    editFile(feed, 'variants.csv', (text) =>
      text.replace(
        'S200-SAL-120-EU-6MT;S200;200.120;SAL;M15P;EU;LL;6MT;2018-01;2024-06',
        'S200-SAL-120-EU-6MT;S200;200.120;SAL;M15P;EU;LL;6MT;2018-01;2031-06',
      ),
    );
    editFile(feed, 'hotspots.csv', (text) => text.replace(/^(GR-S200-0003[;,]1[;,])12([;,])/m, '$114$2'));
    writeFileSync(
      join(feed, 'warehouses.csv'),
      'number;name_en;name_pl;branch;address;city;zip;country;phone;email;url\n' +
        '2;Branch office Kraków (Nowa Huta);Oddział Kraków (Nowa Huta);1;ul. Ptaszyckiego 1;Kraków;31-979;PL;+48 12 000 00 00;krakow@example.com;\n',
    );
    expect((await importFeed(await shop.database(), feed)).problems).toEqual([]);
    await bothSee({
      price: 51.66,
      s180Until: 2031,
      central: 77,
      warehouse2: 'Branch office Kraków (Nowa Huta)',
      aboutUs: 'About the shop',
      hotspot1: 14,
    });
  });

  it('a delta: new price and stock at both instances', async () => {
    const before = await seen(shop.app);
    expect(
      (
        await importFeed(
          await shop.database(),
          deltaFeed({
            'prices.csv': 'number;price_gross\n99110000001;60.00\n',
            'stock.csv': 'number;warehouse;quantity\n99110000001;1;5\n',
          }),
        )
      ).problems,
    ).toEqual([]);
    await bothSee({ ...before, price: 60, central: 5 });
  });

  it("a board's diagram is drawn anew after an import: browsers ask again (no-cache with an ETag), never keep a day-old drawing", async () => {
    // the brake pads' board: drawn by the shop (the example's oil filter board has a diagram file of its own)
    const url = '/backoffice/images/boards/2.svg';
    const first = await shop.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect((await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const feed = exampleCopy();
    editFile(feed, 'hotspots.csv', (text) => text.replace(/^(GR-S200-0018[;,]1[;,])\d+([;,])/m, '$120$2'));
    expect((await importFeed(await shop.database(), feed)).problems).toEqual([]);
    for (const app of apps()) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(200);
      expect(again.headers.etag).not.toBe(etag);
    }
  });
});
