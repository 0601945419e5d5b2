import { addLineThatLostItsPrice, DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
let dealer2: string;
const ids = new Map<string, number>();
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
  dealer2 = await shop.login(DEALER2);
  for (const sku of ['99110000001', '99110000002', '99110000011', '99340000001', '99110000003']) {
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: sku } }),
    );
    ids.set(sku, found.SimpleProduct.Id);
  }
});
afterAll(() => shop.close());

const idOf = (sku: string): number => ids.get(sku) ?? 0;
interface CartLine {
  Product: {
    Id: number;
    Sku: string;
    Price: number;
    OldPrice: number;
    PriceNetto: number;
    OldPriceNetto: number;
    Discount: number;
    PictureUrl: string | null;
    Name: string;
  };
  Quantity: number;
  Total: number;
  Stock?: number;
}
const cart = async (token = dealer) => json<CartLine[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
const addItem = (body: unknown, token = dealer) => shop.call('POST', '/api/Level4/AddItem', { token, body });

describe('adding to the cart', () => {
  beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));

  it('adds a part priced for the dealer; quantities add up', async () => {
    expect(await cart()).toEqual([]);
    const first = await addItem({ marke: 'NS', produktart: 'PKW', ProductId: idOf('99110000001'), Quantity: 2 });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual([]);
    await addItem({ ProductId: String(idOf('99110000001')), Quantity: '1' });
    const lines = await cart();
    expect(lines).toEqual([
      {
        Product: {
          Id: idOf('99110000001'),
          Sku: '99110000001',
          Name: 'Oil filter element',
          Price: 40.39,
          OldPrice: 45.9,
          PriceNetto: 32.84,
          OldPriceNetto: 37.32,
          Discount: 12,
          PictureUrl: expect.stringMatching(/^\/backoffice\/images\/pictures\/\d+\.svg\?lang=(pl|en)$/),
        },
        Quantity: 3,
        Total: 121.17,
        Stock: 131,
        // extension delivery-estimate (measured in delivery-estimate.test.ts with a fixed clock)
        DeliveryDays: expect.any(Number),
        DeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });

  it('adds what is in stock and says so in one notice', async () => {
    expect(json(await addItem({ ProductId: idOf('99110000011'), Quantity: 4 }))).toEqual(['Only 3 in stock: 3 added to the cart.']);
    expect(json(await addItem({ ProductId: idOf('99110000011'), Quantity: 1 }))).toEqual([
      'Only 3 in stock, all of them already in the cart: nothing was added.',
    ]);
    const lines = await cart();
    expect(lines.map((line) => [line.Product.Sku, line.Quantity, line.Total, line.Stock])).toEqual([['99110000011', 3, 3286.8, 3]]);
  });
});

describe('a part that cannot be sold (no price) is not added, whichever way it is asked for (issue 37, item 9)', () => {
  beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));
  const lines = async () => (await cart()).map((line) => [line.Product.Sku, line.Quantity]);

  it('AddItem (quick add) answers the spec list with the refusal, in the request language; the cart keeps its lines', async () => {
    await addItem({ ProductId: idOf('99110000001'), Quantity: 1 });
    const answer = await addItem({ ProductId: idOf('99110000002'), Quantity: 1 });
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual(['Product temporarily unavailable: not added to the cart.']);
    const inPolish = await shop.call('POST', '/api/Level4/AddItem', {
      token: dealer,
      body: { ProductId: idOf('99110000002'), Quantity: 2 },
      headers: { 'accept-language': 'pl' },
    });
    expect(json(inPolish)).toEqual(['Produkt chwilowo niedostępny: nie dodano do koszyka.']);
    expect(await lines()).toEqual([['99110000001', 1]]);
  });

  it('cartFromCsv (a CSV, order again) leaves it out and names it; the other rows go in', async () => {
    const body = [
      { sku: '99110000002', quantity: 1 },
      { sku: '99110000001', quantity: 2 },
    ];
    expect(json(await shop.call('POST', '/api/Level4/cartFromCsv', { token: dealer, body }))).toEqual([
      'SKU 99110000002: Product temporarily unavailable: not added to the cart.',
    ]);
    expect(await lines()).toEqual([['99110000001', 2]]);
    const inPolish = await shop.call('POST', '/api/Level4/cartFromCsv', {
      token: dealer,
      body: body.slice(0, 1),
      headers: { 'accept-language': 'pl' },
    });
    expect(json(inPolish)).toEqual(['Nr części 99110000002: Produkt chwilowo niedostępny: nie dodano do koszyka.']);
    expect(await lines()).toEqual([['99110000001', 2]]);
  });

  it('CreateCart (a list moved to the cart) leaves it out and names it; the other items go in', async () => {
    const list = json<{ Id: number }>(
      await shop.call('POST', '/api/ShoppingList', {
        token: dealer,
        body: {
          Name: `unsellable ${Date.now()}`,
          Items: [
            { Sku: '99110000002', Quantity: 1 },
            { Sku: '99110000001', Quantity: 2 },
          ],
        },
      }),
    );
    expect(json(await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}`, { token: dealer, body: [] }))).toEqual([
      'SKU 99110000002: Product temporarily unavailable: not added to the cart.',
    ]);
    expect(await lines()).toEqual([['99110000001', 2]]);
    expect(json(await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}`, { token: dealer, body: ['99110000002'] }))).toEqual([
      'SKU 99110000002: Product temporarily unavailable: not added to the cart.',
    ]);
    expect(await lines()).toEqual([['99110000001', 2]]);
    await shop.call('DELETE', `/api/ShoppingList/${list.Id}`, { token: dealer });
  });

  it('the same with every extension off: the plain contract carries the refusal', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      await plain.call('POST', '/api/ShoppingCart/ClearCart', { token });
      const found = json<{ SimpleProduct: { Id: number } }>(
        await plain.call('POST', '/api/Level4Product/Find', { token, body: { Sku: '99110000002' } }),
      );
      expect(
        json(await plain.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: found.SimpleProduct.Id, Quantity: 1 } })),
      ).toEqual(['Product temporarily unavailable: not added to the cart.']);
      expect(json(await plain.call('POST', '/api/Level4/cartFromCsv', { token, body: [{ sku: '99110000002', quantity: 1 }] }))).toEqual([
        'SKU 99110000002: Product temporarily unavailable: not added to the cart.',
      ]);
      expect(json(await plain.call('GET', '/api/Level4/Cart', { token }))).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('the same rule for a CSV: each row as far as the stock goes', async () => {
    const notices = json<string[]>(
      await shop.call('POST', '/api/Level4/cartFromCsv', {
        token: dealer,
        body: [
          { sku: '99110000011', quantity: 2 },
          { sku: '99110000011', quantity: 2 },
        ],
      }),
    );
    expect(notices).toEqual(['SKU 99110000011: Only 3 in stock: 1 added to the cart.']);
    expect((await cart()).map((line) => [line.Product.Sku, line.Quantity])).toEqual([['99110000011', 3]]);
  });

  it('answers 404 for an unknown product or a board, 400 for a bad body, 401 without a token', async () => {
    expect((await addItem({ ProductId: 999999, Quantity: 1 })).statusCode).toBe(404);
    const board = json<{ Boards: { Id: number }[] }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: '99110000001' } }),
    );
    expect((await addItem({ ProductId: board.Boards[0]?.Id, Quantity: 1 })).statusCode).toBe(404);
    const missing = await addItem({ Quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ errors: { ProductId: ['ProductId is required.'] } });
    expect(json(await addItem({ ProductId: idOf('99110000001'), Quantity: 0 }))).toMatchObject({
      errors: { Quantity: ['Quantity must be at least 1.'] },
    });
    expect(json(await addItem({ ProductId: idOf('99110000001'), Quantity: 2.5 }))).toMatchObject({
      errors: { Quantity: ['Quantity must be a whole number.'] },
    });
    expect((await addItem({ ProductId: idOf('99110000001'), Quantity: 1 }, '')).statusCode).toBe(401);
    expect(await cart()).toEqual([]);
  });
});

describe('POST /api/Level4/cartFromCsv', () => {
  beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));
  const csv = (body: unknown, token = dealer) => shop.call('POST', '/api/Level4/cartFromCsv', { token, body });

  it('adds the known rows and reports unknown part numbers', async () => {
    const response = await csv([
      { sku: '99340000001', quantity: '2' },
      { SKU: '123', Quantity: 1 },
      { Sku: '99110000001', QUANTITY: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(['SKU 123 not found']);
    expect((await cart()).map((line) => [line.Product.Sku, line.Quantity])).toEqual([
      ['99340000001', 2],
      ['99110000001', 1],
    ]);
  });

  it('answers 400 for more than 100 rows, no rows or rows without a quantity, and 401 without a token', async () => {
    const tooMany = await csv(Array.from({ length: 101 }, () => ({ sku: '99110000001', quantity: 1 })));
    expect(json(tooMany)).toMatchObject({ status: 400, errors: { body: ['Max 100 items.'] } });
    expect((await csv([])).statusCode).toBe(400);
    expect(json(await csv([{ sku: '99110000001', quantity: 1 }, { sku: '99110000003' }]))).toMatchObject({
      errors: { '1.quantity': ['quantity is required.'] },
    });
    expect((await csv({ sku: '99110000001', quantity: 1 })).statusCode).toBe(400);
    expect((await csv([{ sku: '99110000001', quantity: 1 }], '')).statusCode).toBe(401);
    expect(await cart()).toEqual([]);
  });
});

describe('changing cart lines', () => {
  beforeEach(async () => {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
    await addItem({ ProductId: idOf('99110000001'), Quantity: 1 });
    await addItem({ ProductId: idOf('99340000001'), Quantity: 1 });
  });

  it('updates a quantity, removes with 0 or DeleteItem, and clears', async () => {
    expect(
      json(
        await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000001'), Quantity: 5 } }),
      ),
    ).toEqual({ Success: true });
    // raised only as far as the stock goes (131 of 99110000001), and told so
    expect(
      json(
        await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000001'), Quantity: 500 } }),
      ),
    ).toEqual({
      Success: true,
      Notices: ['Only 131 in stock: the quantity was set to 131.'],
    });
    expect((await cart()).find((line) => line.Product.Sku === '99110000001')).toMatchObject({ Quantity: 131, Stock: 131 });
    await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000001'), Quantity: 5 } });
    expect((await cart()).find((line) => line.Product.Sku === '99110000001')).toMatchObject({ Quantity: 5, Total: 201.95 });
    await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000001'), Quantity: 0 } });
    expect((await cart()).map((line) => line.Product.Sku)).toEqual(['99340000001']);
    expect(
      json(
        await shop.call('POST', '/api/ShoppingCart/DeleteItem', { token: dealer, body: { Quantity: 0, ProductId: idOf('99340000001') } }),
      ),
    ).toEqual({ Success: true });
    expect(await cart()).toEqual([]);
    await addItem({ ProductId: idOf('99110000001'), Quantity: 1 });
    expect(json(await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }))).toEqual({ Success: true });
    expect(await cart()).toEqual([]);
  });

  it('answers 400 for bad bodies, 404 for a part not in the cart, 401 without a token', async () => {
    expect(
      json(
        await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000001'), Quantity: -1 } }),
      ),
    ).toMatchObject({ errors: { Quantity: ['Quantity must be at least 0.'] } });
    expect((await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: {} })).statusCode).toBe(400);
    expect((await shop.call('POST', '/api/ShoppingCart/DeleteItem', { token: dealer, body: {} })).statusCode).toBe(400);
    expect(
      (await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: idOf('99110000011'), Quantity: 1 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await shop.call('POST', '/api/ShoppingCart/DeleteItem', { token: dealer, body: { ProductId: idOf('99110000011') } })).statusCode,
    ).toBe(404);
    for (const url of [
      '/api/ShoppingCart/UpdateItem',
      '/api/ShoppingCart/DeleteItem',
      '/api/ShoppingCart/ClearCart',
      '/api/ShoppingCart/Totals',
    ]) {
      expect((await shop.call('POST', url, { body: { ProductId: 1, Quantity: 1 } })).statusCode).toBe(401);
    }
    expect((await shop.call('GET', '/api/Level4/Cart')).statusCode).toBe(401);
  });

  it("keeps carts apart: the second dealer cannot change the first dealer's lines", async () => {
    const before = await cart();
    expect(await cart(dealer2)).toEqual([]);
    expect(
      (await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer2, body: { ProductId: idOf('99110000001'), Quantity: 9 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await shop.call('POST', '/api/ShoppingCart/DeleteItem', { token: dealer2, body: { ProductId: idOf('99110000001'), Quantity: 0 } }))
        .statusCode,
    ).toBe(404);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer2 });
    expect(await cart()).toEqual(before);
  });
});

describe('POST /api/ShoppingCart/Totals', () => {
  interface Totals {
    SubTotal: number;
    SubTotalDiscount: number;
    Shipping: number;
    PaymentMethodAdditionalFee: number;
    Tax: number;
    TaxRates: { Rate: number; Value: number }[];
    OrderTotalDiscount: number;
    OrderTotal: number;
    Total: number;
    DisplayTax: boolean;
  }
  beforeAll(async () => {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
    await addItem({ ProductId: idOf('99110000001'), Quantity: 2 });
    await addItem({ ProductId: idOf('99340000001'), Quantity: 1 });
    // a line whose price went to 0 after it went in: unavailable, counted 0
    await addLineThatLostItsPrice(shop, dealer, '99110000002', 1);
  });
  const totals = async (body: unknown, token = dealer) =>
    json<Totals>(await shop.call('POST', '/api/ShoppingCart/Totals', { token, body }));

  it('sums the lines (unavailable ones count 0) and the VAT they contain', async () => {
    const lines = await cart();
    const sum = lines.reduce((total, line) => total + line.Total, 0);
    const result = await totals({ BillingAddressId: 1, ShippingAddressId: 1 });
    expect(result).toEqual({
      SubTotal: 423.1,
      SubTotalDiscount: 0,
      Shipping: 0,
      PaymentMethodAdditionalFee: 0,
      DisplayTax: true,
      Tax: 79.12,
      DisplayTaxRates: true,
      TaxRates: [{ Rate: 23, Value: 79.12 }],
      OrderTotalDiscount: 0,
      OrderTotal: 423.1,
      Total: 423.1,
    });
    expect(result.SubTotal).toBeCloseTo(sum, 2);
  });

  it('adds the shipping fee and the payment fee of the chosen methods', async () => {
    const result = await totals({
      BillingAddressId: 1,
      ShippingAddressId: 2,
      ShippingMethodName: 'Courier DPD',
      ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
      PaymentMethodSystemName: 'Payments.CashOnDelivery',
    });
    expect(result).toMatchObject({ SubTotal: 423.1, Shipping: 19.9, PaymentMethodAdditionalFee: 9, OrderTotal: 452, Total: 452 });
    expect(result.Tax).toBeCloseTo((452 * 23) / 123, 2);
    const pickup = await totals({
      BillingAddressId: 1,
      ShippingAddressId: '',
      PickUpInStoreId: 1,
      PaymentMethodSystemName: 'Payments.PayAtPickup',
    });
    expect(pickup).toMatchObject({ Shipping: 0, PaymentMethodAdditionalFee: 0, OrderTotal: 423.1 });
  });

  it("answers 400 for bad ids and 404 for the first dealer's addresses from the second dealer", async () => {
    expect(json(await shop.call('POST', '/api/ShoppingCart/Totals', { token: dealer, body: { BillingAddressId: 'abc' } }))).toMatchObject({
      errors: { BillingAddressId: [expect.any(String)] },
    });
    expect(
      (await shop.call('POST', '/api/ShoppingCart/Totals', { token: dealer, body: { TermsOfServiceOnOrderConfirmPage: 'yes' } }))
        .statusCode,
    ).toBe(400);
    expect((await shop.call('POST', '/api/ShoppingCart/Totals', { token: dealer2, body: { BillingAddressId: 1 } })).statusCode).toBe(404);
    expect((await shop.call('POST', '/api/ShoppingCart/Totals', { token: dealer2, body: { ShippingAddressId: 2 } })).statusCode).toBe(404);
  });
});
