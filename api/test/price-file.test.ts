import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

/** Issue 39, item 5 (extension price-file): the dealer's whole price list as CSV, streamed. */
let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

interface Stock {
  Price: number;
  OldPrice: number;
  PriceNetto: number;
  WarehouseInventory: { StockQuantity: number }[];
}

async function priceFile(token: string, language = 'en') {
  const response = await shop.call('GET', '/api/PriceFile', { token, headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const lines = response.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  const [header, ...rows] = lines;
  return { response, header, rows: new Map(rows.map((row) => [row.split(';')[0] ?? '', row])) };
}

describe('GET /api/PriceFile', () => {
  it("every part once, by number, with the dealer's own net price (as ProductStock gives it to them) and the stock state", async () => {
    const token = await shop.login(DEALER);
    const { response, header, rows } = await priceFile(token);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="price-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(header).toBe('part_number;name;catalogue_price;net_price;stock;replaced_by');
    const db = await shop.database();
    const parts = await db.selectFrom('products').select('sku').where('product_type', '=', 'SimpleProduct').orderBy('sku').execute();
    // more parts than one page of the reading (1000): the pages follow one another without a gap or a repeat
    expect(parts.length).toBeGreaterThan(1000);
    expect([...rows.keys()]).toEqual(parts.map((part) => part.sku));
    for (const [token_, name] of [
      [token, 'DEALER'],
      [await shop.login(DEALER2), 'DEALER2'],
    ] as const) {
      const stock = json<Stock>(await shop.call('POST', '/api/level4/ProductStock', { token: token_, body: { sku: '99110000001' } }));
      const file = name === 'DEALER' ? rows : (await priceFile(token_)).rows;
      const inStock = stock.WarehouseInventory.some((row) => row.StockQuantity > 0);
      expect(file.get('99110000001')).toBe(
        `99110000001;Oil filter element;${stock.OldPrice.toFixed(2)};${stock.PriceNetto.toFixed(2)};${inStock ? 'in stock' : 'out of stock'};`,
      );
    }
  });

  it('names the parts replacing an old one; in Polish the names and states are Polish', async () => {
    const token = await shop.login(DEALER);
    const en = await priceFile(token);
    expect(en.rows.get('99110000101')).toMatch(/^99110000101;Oil filter element;42\.50;\d+\.\d\d;[a-z ]+;99110000001$/);
    const pl = await priceFile(token, 'pl');
    expect(pl.response.headers['content-disposition']).toMatch(/filename="cennik-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(pl.rows.get('99110000101')).toMatch(/^99110000101;Wkład filtra oleju;42\.50;\d+\.\d\d;(dostępna|brak);99110000001$/);
  });

  it('needs a session', async () => {
    expect((await shop.call('GET', '/api/PriceFile')).statusCode).toBe(401);
  });

  it('is not there without the extension', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      expect((await plain.call('GET', '/api/PriceFile', { token })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
