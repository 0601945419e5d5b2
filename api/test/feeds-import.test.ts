import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFeed } from '../src/feeds/import';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { catalogueSnapshot, deltaFeed, editFile, EXAMPLE_FEED, exampleCopy } from './feeds';

/** Issue 39: a full feed replaces the catalogue, the API answers from it; a delta changes prices and stock. */
let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
});
afterAll(() => shop.close());

interface Board {
  Id: number;
  Sku: string;
  Name: string;
  GrafikId: number;
}
interface Product {
  Sku: string;
  Name: string;
  /** The catalogue price (Price is the dealer's, after the dealer's discount). */
  OldPrice: number;
  Position: string | null;
  Attributes: Record<string, string[]>;
  WarehouseInventory: { WarehouseId: number; StockQuantity: number }[];
}

const post = (url: string, body: unknown, language = 'en') =>
  shop.call('POST', url, { token, body, headers: { 'accept-language': language } });

async function oilFilterBoard(language = 'en'): Promise<Board> {
  const vehicle = json<{ VehicleKeyList: string[] }>(await post('/api/Level4/VehicleSearch', { Id: 1 }));
  const found = json<{ Boards: Board[] }>(
    await post('/api/Level4Product/Find', { Sku: '99110000001', VehicleKeyList: vehicle.VehicleKeyList }, language),
  );
  const board = found.Boards[0];
  if (!board) throw new Error('no board of 99110000001');
  return board;
}

describe('feed:import of the example feed', () => {
  it('replaces the catalogue: the API answers the board of the feed with its hotspots, parts and prices', async () => {
    const db = await shop.database();
    const report = await importFeed(db, EXAMPLE_FEED);
    expect(report.problems).toEqual([]);
    expect(report.applied).toBe(true);
    expect(await db.selectFrom('products').select('sku').where('sku', '=', '99110000002').executeTakeFirst()).toBeUndefined();

    const board = await oilFilterBoard();
    expect(board).toMatchObject({ Sku: 'GR-S200-0003', Name: 'Oil filter' });
    const hotspots = json<
      { bildposNummer: string; x1Koordinate: number; y1Koordinate: number; x2Koordinate: number; y2Koordinate: number }[]
    >(await shop.call('GET', `/api/Level4Product/Hotspots?grafikId=${board.GrafikId}`, { token }));
    expect(hotspots.map((h) => h.bildposNummer)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(hotspots[0]).toMatchObject({ x1Koordinate: 12, y1Koordinate: 50, x2Koordinate: 46, y2Koordinate: 74 });
    const detail = json<{ Products: Product[] }>(await post('/api/Level4Product/Board', { id: board.Id, vehicleSpecific: false }));
    const element = detail.Products.find((product) => product.Sku === '99110000001');
    expect(element).toMatchObject({ Name: 'Oil filter element', OldPrice: 45.9, Position: '1' });
    expect(element?.Attributes.Material).toEqual(['Cellulose / synthetic fibre']);
    expect(detail.Products.map((product) => product.Sku)).toContain('99110000013');

    const polish = json<{ Products: Product[] }>(await post('/api/Level4Product/Board', { id: board.Id, vehicleSpecific: false }, 'pl'));
    expect(polish.Products.find((product) => product.Sku === '99110000001')?.Name).toBe('Wkład filtra oleju');
  });

  it('gives the same catalogue when the same feed comes twice', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const once = await catalogueSnapshot(db);
    const again = await importFeed(db, EXAMPLE_FEED);
    expect(again.problems).toEqual([]);
    expect(await catalogueSnapshot(db)).toBe(once);
  });

  it('applies a delta: the API then answers the new price and stock, the rest unchanged', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const before = await catalogueSnapshot(db);
    const delta = deltaFeed({
      'prices.csv': 'number;price_gross\n99110000001;49.90\n',
      'stock.csv': 'number,warehouse,quantity\n99110000001,3,6\n',
    });
    const report = await importFeed(db, delta);
    expect(report.problems).toEqual([]);
    expect(report.written).toMatchObject({ prices: 1, stock: 1 });

    const stock = json<Product>(await post('/api/level4/ProductStock', { sku: '99110000001' }));
    expect(stock.OldPrice).toBe(49.9);
    expect(stock.WarehouseInventory).toEqual(expect.arrayContaining([expect.objectContaining({ WarehouseId: 3, StockQuantity: 6 })]));
    const after = await catalogueSnapshot(db);
    expect(after).not.toBe(before);
    // the same delta again: the same state
    await importFeed(db, delta);
    expect(await catalogueSnapshot(db)).toBe(after);
  });

  it('adds a part and withdraws one through a delta', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const delta = deltaFeed({
      'parts.csv':
        'number;name_en;name_pl;description_en;description_pl;quantity;picture\n99110000020;Oil filter element, long life;Wkład filtra oleju, long life;;;1;\n',
      'prices.csv': 'number;price_gross\n99110000020;55.00\n',
      'withdrawn.csv': 'number;replacement\n99110000007;99110000020\n',
    });
    const report = await importFeed(db, delta);
    expect(report.problems).toEqual([]);
    const added = json<Product>(await post('/api/level4/ProductStock', { sku: '99110000020' }));
    expect(added.OldPrice).toBe(55);
    const board = await oilFilterBoard();
    const detail = json<{ Products: Product[] }>(await post('/api/Level4Product/Board', { id: board.Id, vehicleSpecific: false }));
    expect(detail.Products.map((product) => product.Sku)).not.toContain('99110000007');
  });
});

describe('a full feed is staged, then switched in one short transaction', () => {
  const price = async (sku: string): Promise<number> => json<Product>(await post('/api/level4/ProductStock', { sku })).OldPrice;

  it('the shop answers the old catalogue and takes a dealer’s writes while the feed is staged, the new one after the switch', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const feed = exampleCopy();
    editFile(feed, 'prices.csv', (text) => text.replace('99110000001;45.90;37.32', '99110000001;51.66;42.00'));
    editFile(feed, 'parts.csv', (text) => text.replace('99110000001,Oil filter element,', '99110000001,Oil filter element (new),'));
    const seen: string[] = [];
    const report = await importFeed(db, feed, {
      onStaged: async () => {
        const board = await oilFilterBoard();
        const detail = json<{ Products: Product[] }>(await post('/api/Level4Product/Board', { id: board.Id, vehicleSpecific: false }));
        seen.push(detail.Products.find((product) => product.Sku === '99110000001')?.Name ?? 'missing');
        seen.push(String(await price('99110000001')));
        // a dealer's write goes through meanwhile (SQLite: no write lock is held while staging)
        const part = await db.selectFrom('products').select('id').where('sku', '=', '99110000003').executeTakeFirstOrThrow();
        const added = await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: part.id, Quantity: 2 } });
        seen.push(String(added.statusCode));
      },
    });
    expect(report.problems).toEqual([]);
    expect(seen).toEqual(['Oil filter element', '45.9', '200']);
    expect(await price('99110000001')).toBe(51.66);
    const board = await oilFilterBoard();
    const detail = json<{ Products: Product[] }>(await post('/api/Level4Product/Board', { id: board.Id, vehicleSpecific: false }));
    expect(detail.Products.find((product) => product.Sku === '99110000001')?.Name).toBe('Oil filter element (new)');
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
  });

  it('stages again when a delta adds a part before the switch (the new ids are given afresh)', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const expected = await catalogueSnapshot(db);
    const feed = exampleCopy();
    // a part new to the shop: its id is the one after the shop's largest, the id a delta's new part would also take
    editFile(feed, 'parts.csv', (text) => `${text}99110000030,Drain plug M14,Korek spustowy M14,,,1,\n`);
    editFile(feed, 'prices.csv', (text) => `${text}99110000030;12.30;\n`);
    let staged = 0;
    const report = await importFeed(db, feed, {
      onStaged: async () => {
        staged++;
        if (staged > 1) return;
        const delta = deltaFeed({
          'parts.csv': 'number;name_en;name_pl;description_en;description_pl;quantity;picture\n99110000031;Washer;Podkładka;;;1;\n',
        });
        expect((await importFeed(db, delta)).problems).toEqual([]);
      },
    });
    expect(report.problems).toEqual([]);
    expect(staged).toBe(2);
    expect(await price('99110000030')).toBe(12.3);
    // the delta's part is not in the full feed: it goes like any part the feed no longer has
    expect(await db.selectFrom('products').select('id').where('sku', '=', '99110000031').executeTakeFirst()).toBeUndefined();
    await importFeed(db, EXAMPLE_FEED);
    expect(await catalogueSnapshot(db)).toBe(expected);
  });
});

describe('a delta is staged, then written in one short transaction', () => {
  const stockOf = async (sku: string) => json<Product>(await post('/api/level4/ProductStock', { sku }));

  it('the shop answers the old prices and takes a dealer’s writes while the delta is staged, all of the delta after', async () => {
    const db = await shop.database();
    await importFeed(db, EXAMPLE_FEED);
    const delta = deltaFeed({
      'parts.csv':
        'number;name_en;name_pl;description_en;description_pl;quantity;picture\n99110000021;Oil filter element, sport;Wkład filtra oleju, sport;;;2;\n',
      'prices.csv': 'number;price_gross\n99110000001;49.90\n99110000021;61.00\n',
      'stock.csv': 'number,warehouse,quantity\n99110000001,3,6\n99110000021,1,4\n',
      'withdrawn.csv': 'number;replacement\n99110000007;99110000021\n',
    });
    const seen: string[] = [];
    const report = await importFeed(db, delta, {
      onStaged: async () => {
        const before = await stockOf('99110000001');
        seen.push(String(before.OldPrice));
        seen.push(String((await post('/api/level4/ProductStock', { sku: '99110000021' })).statusCode));
        const part = await db.selectFrom('products').select('id').where('sku', '=', '99110000003').executeTakeFirstOrThrow();
        const added = await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: part.id, Quantity: 1 } });
        seen.push(String(added.statusCode));
      },
    });
    expect(report.problems).toEqual([]);
    expect(seen).toEqual(['45.9', '404', '200']);
    const changed = await stockOf('99110000001');
    expect(changed.OldPrice).toBe(49.9);
    expect(changed.WarehouseInventory).toEqual(expect.arrayContaining([expect.objectContaining({ WarehouseId: 3, StockQuantity: 6 })]));
    // the part new in this delta: its price, stock and pack quantity, and it replaces the withdrawn part
    const added = await stockOf('99110000021');
    expect(added).toMatchObject({ Name: 'Oil filter element, sport', OldPrice: 61 });
    expect(added.WarehouseInventory).toEqual(expect.arrayContaining([expect.objectContaining({ WarehouseId: 1, StockQuantity: 4 })]));
    const replaced = await db
      .selectFrom('product_supersessions as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('products as r', 'r.id', 's.replacement_id')
      .select(['p.withdrawn', 'r.sku'])
      .where('p.sku', '=', '99110000007')
      .execute();
    expect(replaced).toEqual([{ withdrawn: 1, sku: '99110000021' }]);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
  });
});

describe('content pages in a full feed', () => {
  interface Topic {
    Title: string;
    Body: string;
    SeName: string;
    IncludeInFooterRow1: boolean;
    IncludeInFooterRow2: boolean;
    IncludeInTopMenu: boolean;
  }
  const topics = async (language: string) =>
    json<Topic[]>(await shop.call('GET', '/api/Topic/list', { headers: { 'accept-language': language } }));

  it('replaces the shop’s pages with the feed’s: titles and paragraphs in both languages, the text escaped', async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    const english = await topics('en');
    // the demo's other pages (privacy notice, conditions of use...) are gone
    expect(english.map((topic) => topic.SeName)).toEqual(['about-us', 'contact']);
    expect(english[0]).toMatchObject({ Title: 'About us', IncludeInFooterRow1: true, IncludeInTopMenu: true });
    expect(english[0]?.Body).toBe(
      '<p>Nordstern Parts Portal: genuine parts for the dealers of the Nordstern network.</p>\n<p>Orders placed by 16:00 leave the central warehouse the same day.</p>',
    );
    expect(english[1]).toMatchObject({ IncludeInFooterRow2: true, IncludeInTopMenu: false });
    expect(english[1]?.Body).toBe(
      '<p>Nordstern Parts, ul. Przykładowa 1, 00-001 Warszawa<br>Phone: +48 22 000 00 00 &lt;parts@example.com&gt;</p>',
    );
    const page = json<Topic>(await shop.call('GET', '/api/Topic/get?seName=about-us', { headers: { 'accept-language': 'pl' } }));
    expect(page.Title).toBe('O nas');
    expect(page.Body).toContain('<p>Zamówienia złożone do 16:00');
  });
});

describe('delivery lead times in a feed (a Tuesday, 10:00 in Warsaw: the working days are the lead times)', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await startShop({ clock: () => Date.parse('2025-06-10T10:00:00+02:00') });
    token = await shop.login(DEALER);
  });
  afterAll(() => shop.close());
  const post = (url: string, body: unknown) => shop.call('POST', url, { token, body });
  interface Row {
    WarehouseId: number;
    DeliveryDays?: number | null;
  }
  /** The working days ProductStock gives each warehouse of the part, to the dealer's branch (the demo dealer: the central warehouse). */
  const days = async (sku: string) =>
    Object.fromEntries(
      json<{ WarehouseInventory: Row[] }>(await post('/api/level4/ProductStock', { sku })).WarehouseInventory.map((row) => [
        row.WarehouseId,
        row.DeliveryDays,
      ]),
    );

  it('a full feed’s lead_times.csv replaces the lead times, a delta’s sets the pairs it names, a feed without it leaves them', async () => {
    const db = await shop.database();
    expect((await importFeed(db, EXAMPLE_FEED)).problems).toEqual([]);
    expect(await days('99110000001')).toEqual({ 1: 0, 2: 1 });

    const feed = exampleCopy();
    editFile(feed, 'lead_times.csv', (text) => text.replace('\n2;1;1\n', '\n2;1;3\n'));
    expect((await importFeed(db, feed)).problems).toEqual([]);
    expect(await days('99110000001')).toEqual({ 1: 0, 2: 3 });

    const delta = deltaFeed({ 'lead_times.csv': 'warehouse;branch;working_days\n2;1;4\n' });
    expect((await importFeed(db, delta)).written).toMatchObject({ lead_times: 1 });
    expect(await days('99110000001')).toEqual({ 1: 0, 2: 4 });

    const without = exampleCopy();
    rmSync(join(without, 'lead_times.csv'));
    expect((await importFeed(db, without)).problems).toEqual([]);
    expect(await days('99110000001')).toEqual({ 1: 0, 2: 4 });
    await importFeed(db, EXAMPLE_FEED);
  });

  it('refuses a lead time of a warehouse the shop does not have', async () => {
    const db = await shop.database();
    const before = await catalogueSnapshot(db);
    const report = await importFeed(db, deltaFeed({ 'lead_times.csv': 'warehouse;branch;working_days\n9;1;2\n' }));
    expect(report.problems).toEqual([
      expect.objectContaining({
        file: 'lead_times.csv',
        line: 2,
        column: 'warehouse',
        value: '9',
        reason: expect.objectContaining({ code: 'unknown-reference' }),
      }),
    ]);
    expect(await catalogueSnapshot(db)).toBe(before);
  });
});

describe('warehouses in a full feed', () => {
  interface Row {
    WarehouseId: number;
    WarehouseName: string;
    StockQuantity: number;
  }
  const rows = async (sku: string, language = 'en') =>
    json<{ WarehouseInventory: Row[] }>(await post('/api/level4/ProductStock', { sku }, language)).WarehouseInventory.map((row) => [
      row.WarehouseId,
      row.WarehouseName,
      row.StockQuantity,
    ]);

  it('adds a warehouse and renames one; stock may then lie in the new one', async () => {
    const db = await shop.database();
    const feed = exampleCopy();
    writeFileSync(
      join(feed, 'warehouses.csv'),
      'number;name_en;name_pl;branch;address;city;zip;country;phone;email;url\n' +
        '2;Branch office Kraków (Nowa Huta);Oddział Kraków (Nowa Huta);1;ul. Ptaszyckiego 1;Kraków;31-979;PL;+48 12 000 00 00;krakow@example.com;\n' +
        '6;Branch office Łódź;Oddział Łódź;1;ul. Piotrkowska 1;Łódź;90-001;PL;+48 42 000 00 00;lodz@example.com;\n',
    );
    editFile(feed, 'stock.csv', (text) => `${text}99110000001;6;9\n`);
    expect((await importFeed(db, feed)).problems).toEqual([]);
    expect(await rows('99110000001')).toEqual(
      expect.arrayContaining([
        [2, 'Branch office Kraków (Nowa Huta)', 8],
        [6, 'Branch office Łódź', 9],
      ]),
    );
    expect(await rows('99110000001', 'pl')).toEqual(expect.arrayContaining([[6, 'Oddział Łódź', 9]]));
    // a warehouse of the shop that the feed does not list stays (dealers' branches and pickup points point at it)
    expect(await rows('99110000001')).toEqual(expect.arrayContaining([[1, expect.any(String), 120]]));
  });

  it('refuses a country the shop does not have and stock in a warehouse neither the feed nor the shop has', async () => {
    const db = await shop.database();
    const before = await catalogueSnapshot(db);
    const feed = exampleCopy();
    writeFileSync(
      join(feed, 'warehouses.csv'),
      'number;name_en;name_pl;branch;address;city;zip;country;phone;email;url\n7;Depot;Magazyn;0;Street 1;Town;00-000;XX;+48 1;d@example.com;\n',
    );
    editFile(feed, 'stock.csv', (text) => `${text}99110000001;8;1\n`);
    const report = await importFeed(db, feed);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'warehouses.csv', line: 2, column: 'country', value: 'XX' }),
        expect.objectContaining({ file: 'stock.csv', column: 'warehouse', value: '8' }),
      ]),
    );
    expect(await catalogueSnapshot(db)).toBe(before);
  });
});
