import { quantityEstimate } from '@parts/contract/delivery';
import { deliveryCalendar, lineLeadDays } from '../src/domain/delivery';
import { addLineThatLostItsPrice, base64, DEALER2, json, startShop, type TestShop } from './helpers';

/** A moment given in the shop's time (Europe/Warsaw: UTC+2 in summer, UTC+1 in winter). */
const warsaw = (iso: string) => Date.parse(iso);

describe('deliveryCalendar: working days in the shop time zone, with an order cut-off at 14:00', () => {
  it('on a Tuesday morning: 0 working days is today, then one working day a day', () => {
    const at = deliveryCalendar(warsaw('2025-06-10T10:00:00+02:00'));
    expect(at(0)).toEqual({ DeliveryDays: 0, DeliveryDate: '2025-06-10' });
    expect(at(1)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-06-11' });
    expect(at(2)).toEqual({ DeliveryDays: 2, DeliveryDate: '2025-06-12' });
    expect(at(5)).toEqual({ DeliveryDays: 5, DeliveryDate: '2025-06-17' });
  });

  it('after the cut-off an order leaves the next working day', () => {
    const at = deliveryCalendar(warsaw('2025-06-10T14:00:00+02:00'));
    expect(at(0)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-06-11' });
    expect(at(2)).toEqual({ DeliveryDays: 3, DeliveryDate: '2025-06-13' });
    expect(deliveryCalendar(warsaw('2025-06-10T13:59:59+02:00'))(0)).toEqual({ DeliveryDays: 0, DeliveryDate: '2025-06-10' });
  });

  it('skips Saturday and Sunday', () => {
    const fridayMorning = deliveryCalendar(warsaw('2025-06-13T09:00:00+02:00'));
    expect(fridayMorning(1)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-06-16' });
    const fridayEvening = deliveryCalendar(warsaw('2025-06-13T18:00:00+02:00'));
    expect(fridayEvening(0)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-06-16' });
    expect(fridayEvening(2)).toEqual({ DeliveryDays: 3, DeliveryDate: '2025-06-18' });
    for (const weekend of ['2025-06-14T10:00:00+02:00', '2025-06-15T10:00:00+02:00']) {
      expect(deliveryCalendar(warsaw(weekend))(0)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-06-16' });
      expect(deliveryCalendar(warsaw(weekend))(1)).toEqual({ DeliveryDays: 2, DeliveryDate: '2025-06-17' });
    }
  });

  it('counts the day and the hour in Warszawa, whatever the server clock says (summer and winter time)', () => {
    // 22:30 UTC on Tuesday is 00:30 on Wednesday in Warszawa
    expect(deliveryCalendar(Date.parse('2025-06-10T22:30:00Z'))(0)).toEqual({ DeliveryDays: 0, DeliveryDate: '2025-06-11' });
    // winter: 12:59 UTC is 13:59 CET (before the cut-off), 13:00 UTC is 14:00
    expect(deliveryCalendar(Date.parse('2025-01-14T12:59:00Z'))(0)).toEqual({ DeliveryDays: 0, DeliveryDate: '2025-01-14' });
    expect(deliveryCalendar(Date.parse('2025-01-14T13:00:00Z'))(0)).toEqual({ DeliveryDays: 1, DeliveryDate: '2025-01-15' });
  });
});

describe('lineLeadDays: the soonest the whole quantity of a cart line can be at the dealer', () => {
  const supplies = [
    { warehouseId: 1, stock: 5, leadDays: 2 },
    { warehouseId: 2, stock: 3, leadDays: 0 },
    { warehouseId: 3, stock: 10, leadDays: 1 },
    { warehouseId: 4, stock: 50, leadDays: undefined },
    { warehouseId: 5, stock: 0, leadDays: 0 },
  ];
  it('takes the soonest warehouses first until they hold the quantity', () => {
    expect(lineLeadDays(3, supplies)).toBe(0);
    expect(lineLeadDays(4, supplies)).toBe(1); // 3 today are not enough; with the next day's warehouse 13
    expect(lineLeadDays(10, supplies)).toBe(1); // one warehouse holding all of it the next day
    expect(lineLeadDays(14, supplies)).toBe(2);
    expect(lineLeadDays(18, supplies)).toBe(2);
  });
  it('has none when the warehouses with a known lead time hold less, or for no quantity', () => {
    expect(lineLeadDays(19, supplies)).toBeUndefined();
    expect(lineLeadDays(0, supplies)).toBeUndefined();
    expect(lineLeadDays(1, [])).toBeUndefined();
  });
});

interface Row {
  WarehouseId: number;
  WarehouseName: string;
  StockQuantity: number;
  DeliveryDays?: number | null;
  DeliveryDate?: string | null;
}
interface Stock {
  Sku: string;
  WarehouseInventory: Row[];
}
interface Line {
  Product: { Sku: string };
  Quantity: number;
  DeliveryDays?: number | null;
  DeliveryDate?: string | null;
}

const estimates = (rows: Row[]) => rows.map(({ WarehouseName, DeliveryDays, DeliveryDate }) => [WarehouseName, DeliveryDays, DeliveryDate]);

describe('ProductStock, its batch and the cart with the extension delivery-estimate (a Tuesday, 10:00)', () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await startShop({ clock: () => warsaw('2025-06-10T10:00:00+02:00') });
    token = await shop.login();
  });
  afterAll(() => shop.close());

  const stockOf = async (sku: string, who = token) => {
    const response = await shop.call('POST', '/api/level4/ProductStock', { token: who, body: { sku } });
    expect(response.statusCode).toBe(200);
    return json<Stock>(response);
  };

  it('is listed as an extension in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('delivery-estimate');
  });

  it("gives each warehouse row the working days to the dealer's branch (the demo dealer: Warszawa)", async () => {
    expect(estimates((await stockOf('99110000001')).WarehouseInventory)).toEqual([
      ['Central warehouse Warszawa', 0, '2025-06-10'],
      ['Branch office Kraków', 1, '2025-06-11'],
      ['Branch office Wrocław', 2, '2025-06-12'],
    ]);
  });

  it("marks the warehouse of the dealer's own branch (Branch), and only that one", async () => {
    const rows = (await stockOf('99110000001')).WarehouseInventory as (Row & { Branch?: boolean })[];
    expect(rows.map((row) => [row.WarehouseName, row.Branch])).toEqual([
      ['Central warehouse Warszawa', true],
      ['Branch office Kraków', false],
      ['Branch office Wrocław', false],
    ]);
  });

  it('measures from the dealer’s own branch (the second dealer: Gdańsk)', async () => {
    const other = await shop.login(DEALER2);
    expect(estimates((await stockOf('99110000006', other)).WarehouseInventory)).toEqual([
      ['Central warehouse Warszawa', 1, '2025-06-11'],
      ['Branch office Gdańsk', 0, '2025-06-10'],
    ]);
  });

  it('answers the same rows in the batch', async () => {
    const response = await shop.call('POST', '/api/level4/ProductStock/Batch', {
      token,
      body: [{ sku: '99110000001' }, { sku: '99340000001' }],
    });
    expect(response.statusCode).toBe(200);
    const [filter, pads] = json<Stock[]>(response);
    expect(filter?.WarehouseInventory).toEqual((await stockOf('99110000001')).WarehouseInventory);
    expect(estimates(pads?.WarehouseInventory ?? [])).toEqual([
      ['Central warehouse Warszawa', 0, '2025-06-10'],
      ['Branch office Poznań', 1, '2025-06-11'],
    ]);
  });

  it('gives no estimate for a customer without a branch (a new registration)', async () => {
    const registered = await shop.call('POST', '/api/Customer/register', {
      body: {
        Email: 'no.branch@example.com',
        Password: base64('secret1'),
        FirstName: 'Ewa',
        LastName: 'Lis',
        StreetAddress: 'ul. Krótka 1',
        StreetAddress2: '-',
        ZipPostalCode: '00-001',
        City: 'Warszawa',
        CountryId: 1,
        StateProvinceId: 7,
      },
    });
    expect(registered.statusCode).toBe(200);
    const newcomer = await shop.login({ email: 'no.branch@example.com', password: 'secret1' });
    for (const row of (await stockOf('99110000001', newcomer)).WarehouseInventory) {
      expect(row).toMatchObject({ DeliveryDays: null, DeliveryDate: null });
    }
  });

  it('gives each cart line the soonest day its whole quantity can be there', async () => {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
    const add = async (sku: string, quantity: number) => {
      const found = json<{ SimpleProduct: { Id: number } }>(
        await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }),
      );
      await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: quantity } });
    };
    await add('99110000001', 125); // Warszawa has 120: with Kraków's 8 the next day
    await add('99340000001', 2); // Warszawa has 14: today
    await addLineThatLostItsPrice(shop, token, '99110000002', 1); // no price (since it went in): no estimate
    const lines = json<Line[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
    expect(lines.map((line) => [line.Product.Sku, line.Quantity, line.DeliveryDays, line.DeliveryDate])).toEqual([
      ['99110000001', 125, 1, '2025-06-11'],
      ['99340000001', 2, 0, '2025-06-10'],
      ['99110000002', 1, null, null],
    ]);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
  });
});

describe("a board line's promise and the cart agree (issue 37, item 11)", () => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await startShop({ clock: () => warsaw('2025-06-10T10:00:00+02:00') });
    token = await shop.login();
  });
  afterAll(() => shop.close());

  it("for every quantity, what ProductStock's rows promise by the contract's rule (quantityEstimate) is the cart line's estimate", async () => {
    for (const sku of ['99110000001', '99340000001']) {
      const stock = json<Stock>(await shop.call('POST', '/api/level4/ProductStock', { token, body: { sku } }));
      const total = stock.WarehouseInventory.reduce((sum, row) => sum + row.StockQuantity, 0);
      const found = json<{ SimpleProduct: { Id: number } }>(
        await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }),
      );
      const seen = new Set<number | null>();
      // each quantity where the promise may change: every warehouse's stock boundary, and beyond the total
      const boundaries = stock.WarehouseInventory.map((_, i) =>
        stock.WarehouseInventory.slice(0, i + 1).reduce((sum, row) => sum + row.StockQuantity, 0),
      );
      for (const quantity of [...new Set([1, ...boundaries.flatMap((b) => [b, b + 1]), total, total + 1])].filter(
        (q) => q >= 1 && q <= 9999,
      )) {
        await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
        await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: quantity } });
        const [line] = json<Line[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
        const promise = quantityEstimate(quantity, stock.WarehouseInventory);
        if (line!.Quantity !== quantity) continue; // the cart holds only what is in stock: a promise of nothing is checked below
        expect([sku, quantity, line!.DeliveryDays ?? null, line!.DeliveryDate ?? null]).toEqual([
          sku,
          quantity,
          promise?.DeliveryDays ?? null,
          promise?.DeliveryDate ?? null,
        ]);
        seen.add(promise?.DeliveryDays ?? null);
      }
      expect(seen.size).toBeGreaterThan(1); // the figure moves with the quantity: not the soonest warehouse's alone
      expect(quantityEstimate(total + 1, stock.WarehouseInventory)).toBeNull();
    }
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token });
  });
});

describe('with every extension off (API_EXTENSIONS=none): only the spec’s contract', () => {
  let shop: TestShop;
  let token: string;
  const previous = process.env.API_EXTENSIONS;
  beforeAll(async () => {
    process.env.API_EXTENSIONS = 'none';
    shop = await startShop();
    token = await shop.login();
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.API_EXTENSIONS;
    else process.env.API_EXTENSIONS = previous;
    await shop.close();
  });

  it('lists no extension, and the extension routes answer 404', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toEqual([]);
    expect((await shop.call('POST', '/api/level4/ProductStock/Batch', { token, body: [{ sku: '99110000001' }] })).statusCode).toBe(404);
    expect((await shop.call('GET', '/api/Level4Product/Search?q=filter', { token })).statusCode).toBe(404);
  });

  it('sends no estimate fields on ProductStock or the cart lines', async () => {
    const stock = json<Stock>(await shop.call('POST', '/api/level4/ProductStock', { token, body: { sku: '99110000001' } }));
    expect(stock.WarehouseInventory[0]).toEqual({ WarehouseId: 1, WarehouseName: 'Central warehouse Warszawa', StockQuantity: 120 });
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: '99110000001' } }),
    );
    await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: 1 } });
    const [line] = json<Line[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
    expect(line).toBeDefined();
    expect(Object.keys(line ?? {})).not.toContain('DeliveryDays');
    expect(Object.keys(line ?? {})).not.toContain('DeliveryDate');
  });
});

describe('the setting API_EXTENSIONS and the config override', () => {
  it('runs the extensions listed; an override listing extensions narrows them, routes included', async () => {
    const some = await startShop({ extensions: ['batch-stock', 'delivery-estimate'] });
    process.env.SHOP_CONFIG_OVERRIDES = '{"extensions":["delivery-estimate","name-search"]}';
    const narrowed = await startShop({ extensions: ['batch-stock', 'delivery-estimate'] });
    delete process.env.SHOP_CONFIG_OVERRIDES;
    try {
      const token = await some.login();
      expect(json<{ extensions: string[] }>(await some.call('GET', '/api/config')).extensions).toEqual([
        'batch-stock',
        'delivery-estimate',
      ]);
      expect((await some.call('GET', '/api/Level4Product/Search?q=filter', { token })).statusCode).toBe(404);
      expect((await some.call('POST', '/api/level4/ProductStock/Batch', { token, body: [{ sku: '99110000001' }] })).statusCode).toBe(200);

      const other = await narrowed.login();
      expect(json<{ extensions: string[] }>(await narrowed.call('GET', '/api/config')).extensions).toEqual(['delivery-estimate']);
      expect(
        (await narrowed.call('POST', '/api/level4/ProductStock/Batch', { token: other, body: [{ sku: '99110000001' }] })).statusCode,
      ).toBe(404);
    } finally {
      await some.close();
      await narrowed.close();
    }
  });

  it('refuses an unknown extension name at start', async () => {
    const { parseExtensionsSetting } = await import('../src/domain/store-config');
    expect(parseExtensionsSetting(undefined)).toEqual([
      'batch-stock',
      'name-search',
      'supersession',
      'delivery-estimate',
      'search-hints',
      'fitment',
      'import-report',
      'order-reference',
      'recent-vehicles',
      'feeds',
      'price-file',
    ]);
    expect(parseExtensionsSetting('all')).toEqual([
      'batch-stock',
      'name-search',
      'supersession',
      'delivery-estimate',
      'search-hints',
      'fitment',
      'import-report',
      'order-reference',
      'recent-vehicles',
      'feeds',
      'price-file',
    ]);
    expect(parseExtensionsSetting(' None ')).toEqual([]);
    expect(parseExtensionsSetting('name-search, batch-stock')).toEqual(['batch-stock', 'name-search']);
    expect(() => parseExtensionsSetting('batch-stock,teleport')).toThrow(/unknown extension teleport/);
  });
});
