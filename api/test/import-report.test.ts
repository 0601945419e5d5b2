import { DEALER, json, startShop, type TestShop } from './helpers';

/** Extension import-report: AddItem, cartFromCsv and CreateCart say what happened to each line. */

let shop: TestShop;
let dealer: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
});
afterAll(() => shop.close());
beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));

interface Report {
  Notices: string[];
  Lines: { Sku: string; Quantity: number; Result: string; Added: number; Stock?: number; ReplacedBy?: unknown[]; NotFitting?: boolean }[];
}
const cart = async () =>
  json<{ Product: { Sku: string }; Quantity: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token: dealer })).map((line) => [
    line.Product.Sku,
    line.Quantity,
  ]);
const idOf = async (sku: string) =>
  json<{ SimpleProduct: { Id: number } }>(await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: sku } }))
    .SimpleProduct.Id;

/** Vehicle 1 of the demo data (Series 200, S 220 petrol), as VehicleSearch answers its keys and equipment. */
const VEHICLE_1 =
  'VehicleKeyList=serie:S200&VehicleKeyList=model:2&VehicleKeyList=engine:2&EquipmentList=ELS&EquipmentList=L01&EquipmentList=K19';

describe('cartFromCsv?report=lines', () => {
  const rows = [
    { sku: '99999999999', quantity: 1 }, // no such part
    { sku: '99110000002', quantity: 1 }, // no price
    { sku: '99110000101', quantity: 2 }, // superseded by 99110000001
    { sku: '99110000011', quantity: 5 }, // 3 in stock
    { sku: '99110000006', quantity: 1 }, // a plain part
  ];

  it('reports each row, leaves the part without a price out and keeps the spec notices', async () => {
    const response = await shop.call('POST', '/api/Level4/cartFromCsv?report=lines', { token: dealer, body: rows });
    expect(response.statusCode).toBe(200);
    const report = json<Report>(response);
    expect(report.Lines).toEqual([
      { Sku: '99999999999', Quantity: 1, Result: 'not-found', Added: 0 },
      { Sku: '99110000002', Quantity: 1, Result: 'no-price', Added: 0 },
      {
        Sku: '99110000101',
        Quantity: 2,
        Result: 'added',
        Added: 2,
        ReplacedBy: [{ Sku: '99110000001', Quantity: 2, Added: 2, Result: 'added' }],
      },
      { Sku: '99110000011', Quantity: 5, Result: 'fewer', Added: 3, Stock: 3 },
      { Sku: '99110000006', Quantity: 1, Result: 'added', Added: 1 },
    ]);
    // the first notice is still the spec's info message
    expect(report.Notices).toEqual([
      'SKU 99999999999 not found',
      'SKU 99110000002: Product temporarily unavailable: not added to the cart.',
      '99110000101 replaced by 99110000001',
      'SKU 99110000011: Only 3 in stock: 3 added to the cart.',
    ]);
    expect(await cart()).toEqual([
      ['99110000001', 2],
      ['99110000011', 3],
      ['99110000006', 1],
    ]);
  });

  it('answers the spec notices without report, the part without a price left out all the same (issue 37, item 9)', async () => {
    const notices = json<string[]>(await shop.call('POST', '/api/Level4/cartFromCsv', { token: dealer, body: rows }));
    expect(notices[0]).toBe('SKU 99999999999 not found');
    expect(notices).toContain('SKU 99110000002: Product temporarily unavailable: not added to the cart.');
    expect(await cart()).toEqual([
      ['99110000001', 2],
      ['99110000011', 3],
      ['99110000006', 1],
    ]);
  });

  it('says which parts do not fit the vehicle sent, and adds them all the same', async () => {
    const body = [
      { sku: '99110000007', quantity: 1 }, // diesel element: vehicle 1 is petrol
      { sku: '99110000009', quantity: 1 }, // needs equipment ELS, which vehicle 1 has
      { sku: '99110000001', quantity: 1 },
    ];
    const report = json<Report>(await shop.call('POST', `/api/Level4/cartFromCsv?report=lines&${VEHICLE_1}`, { token: dealer, body }));
    expect(report.Lines.map((line) => [line.Sku, line.Result, line.Added, line.NotFitting ?? false])).toEqual([
      ['99110000007', 'added', 1, true],
      ['99110000009', 'added', 1, false],
      ['99110000001', 'added', 1, false],
    ]);
    expect(report.Notices).toEqual([]);
    expect(await cart()).toEqual([
      ['99110000007', 1],
      ['99110000009', 1],
      ['99110000001', 1],
    ]);
    // without ELS the sensor does not fit either
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
    const withoutEls = json<Report>(
      await shop.call(
        'POST',
        '/api/Level4/cartFromCsv?report=lines&VehicleKeyList=serie:S200&VehicleKeyList=model:2&VehicleKeyList=engine:2&EquipmentList=L01',
        { token: dealer, body },
      ),
    );
    expect(withoutEls.Lines.map((line) => line.NotFitting ?? false)).toEqual([true, true, false]);
  });

  it('reports a kit replacing an old number part by part, with what its stock allowed', async () => {
    // 99340000101 -> 99340000001 x1 + 99340000002 x2
    const report = json<Report>(
      await shop.call('POST', '/api/Level4/cartFromCsv?report=lines', { token: dealer, body: [{ sku: '99340000101', quantity: 1 }] }),
    );
    expect(report.Lines).toEqual([
      {
        Sku: '99340000101',
        Quantity: 1,
        Result: 'added',
        Added: 3,
        ReplacedBy: [
          { Sku: '99340000001', Quantity: 1, Added: 1, Result: 'added' },
          { Sku: '99340000002', Quantity: 2, Added: 2, Result: 'added' },
        ],
      },
    ]);
  });

  it('reports a row whose part is out of stock as fewer, nothing added', async () => {
    await shop.call('POST', '/api/Level4/cartFromCsv', { token: dealer, body: [{ sku: '99110000011', quantity: 3 }] });
    const report = json<Report>(
      await shop.call('POST', '/api/Level4/cartFromCsv?report=lines', { token: dealer, body: [{ sku: '99110000011', quantity: 1 }] }),
    );
    expect(report.Lines).toEqual([{ Sku: '99110000011', Quantity: 1, Result: 'fewer', Added: 0, Stock: 3 }]);
  });

  it('speaks Polish in the notices; the lines are the same', async () => {
    const report = json<Report>(
      await shop.call('POST', '/api/Level4/cartFromCsv?report=lines', {
        token: dealer,
        body: rows.slice(0, 2),
        headers: { 'accept-language': 'pl' },
      }),
    );
    expect(report.Notices).toEqual([
      'Nie znaleziono numeru 99999999999',
      'Nr części 99110000002: Produkt chwilowo niedostępny: nie dodano do koszyka.',
    ]);
    expect(report.Lines.map((line) => line.Result)).toEqual(['not-found', 'no-price']);
  });

  it('refuses a report other than lines', async () => {
    expect((await shop.call('POST', '/api/Level4/cartFromCsv?report=all', { token: dealer, body: rows })).statusCode).toBe(400);
  });
});

describe('AddItem?report=lines', () => {
  it('leaves one part without a price out, as a bulk add does, and reports it as having none (issue 37, item 9)', async () => {
    const report = json<Report>(
      await shop.call('POST', '/api/Level4/AddItem?report=lines', {
        token: dealer,
        body: { ProductId: await idOf('99110000002'), Quantity: 1 },
      }),
    );
    expect(report).toEqual({
      Notices: ['Product temporarily unavailable: not added to the cart.'],
      Lines: [{ Sku: '99110000002', Quantity: 1, Result: 'no-price', Added: 0 }],
    });
    expect(await cart()).toEqual([]);
  });

  it('reports an old number as replaced, and fewer when the stock is short', async () => {
    const replaced = json<Report>(
      await shop.call('POST', '/api/Level4/AddItem?report=lines', {
        token: dealer,
        body: { ProductId: await idOf('99110000101'), Quantity: 1 },
      }),
    );
    expect(replaced.Lines).toEqual([
      {
        Sku: '99110000101',
        Quantity: 1,
        Result: 'added',
        Added: 1,
        ReplacedBy: [{ Sku: '99110000001', Quantity: 1, Added: 1, Result: 'added' }],
      },
    ]);
    const fewer = json<Report>(
      await shop.call('POST', '/api/Level4/AddItem?report=lines', {
        token: dealer,
        body: { ProductId: await idOf('99110000011'), Quantity: 4 },
      }),
    );
    expect(fewer).toEqual({
      Notices: ['Only 3 in stock: 3 added to the cart.'],
      Lines: [{ Sku: '99110000011', Quantity: 4, Result: 'fewer', Added: 3, Stock: 3 }],
    });
  });
});

describe('CreateCart?report=lines', () => {
  it('reports each item of the list; a chosen number not on the list is not found; no price stays out', async () => {
    const list = json<{ Id: number }>(
      await shop.call('POST', '/api/ShoppingList', {
        token: dealer,
        body: {
          Name: `report ${Date.now()}`,
          Items: [
            { Sku: '99110000002', Quantity: 1 },
            { Sku: '99110000001', Quantity: 2 },
          ],
        },
      }),
    );
    const all = json<Report>(await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}?report=lines`, { token: dealer, body: [] }));
    expect(all.Lines).toEqual([
      { Sku: '99110000002', Quantity: 1, Result: 'no-price', Added: 0 },
      { Sku: '99110000001', Quantity: 2, Result: 'added', Added: 2 },
    ]);
    expect(await cart()).toEqual([['99110000001', 2]]);
    const chosen = json<Report>(
      await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}?report=lines`, {
        token: dealer,
        body: ['99110000099', '99110000001'],
      }),
    );
    expect(chosen.Notices[0]).toBe('SKU 99110000099 is not on the list');
    expect(chosen.Lines).toEqual([
      { Sku: '99110000099', Quantity: 0, Result: 'not-found', Added: 0 },
      { Sku: '99110000001', Quantity: 2, Result: 'added', Added: 2 },
    ]);
  });
});

describe('without the extension', () => {
  it('answers the spec notices even when the report is asked for, and is not listed', async () => {
    const plain = await startShop({ extensions: ['supersession'] });
    try {
      const token = await plain.login(DEALER);
      const answer = json<unknown>(
        await plain.call('POST', '/api/Level4/cartFromCsv?report=lines', { token, body: [{ sku: '99999999999', quantity: 1 }] }),
      );
      expect(answer).toEqual(['SKU 99999999999 not found']);
      const config = json<{ extensions: string[] }>(await plain.call('GET', '/api/config'));
      expect(config.extensions).not.toContain('import-report');
    } finally {
      await plain.close();
    }
  });
});
