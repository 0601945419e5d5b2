import { DEALER, json, startShop, type TestShop } from './helpers';

/**
 * Extension job-reference: a cart line carries the dealer's job (a workshop order number or a
 * registration plate). The same part for two jobs is two lines; AddItem adds up per part and job;
 * UpdateItem and DeleteItem name the line by its job (UpdateItem may move it to another job);
 * cartFromCsv takes a job per row; the order keeps each line's job (Order/get) and the history
 * answers the jobs of each order (Order/List). Without the extension nothing of it is read or sent.
 * On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

interface Line {
  Product: { Id: number; Sku: string };
  Quantity: number;
  JobReference?: string;
}

const COURIER = {
  BillingAddressId: 1,
  ShippingAddressId: 1,
  ShippingMethodName: 'Courier DPD',
  ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
  PickUpInStoreId: '',
  PaymentMethodSystemName: 'Payments.BankTransfer',
  TermsOfServiceOnOrderConfirmPage: true,
  OrderNote: '',
};

async function partId(shop: TestShop, token: string, sku: string): Promise<number> {
  return json<{ SimpleProduct: { Id: number } }>(await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }))
    .SimpleProduct.Id;
}

const add = (shop: TestShop, token: string, body: object) =>
  shop.call('POST', '/api/Level4/AddItem', { token, body: { marke: 'NS', produktart: 'PKW', ...body } });

async function cart(shop: TestShop, token: string): Promise<[string, number, string | undefined][]> {
  const lines = json<Line[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
  return lines.map((line) => [line.Product.Sku, line.Quantity, line.JobReference]);
}

describe('extension job-reference', () => {
  let shop: TestShop;
  let dealer: string;
  let part: number;
  let other: number;
  beforeAll(async () => {
    shop = await startShop();
    dealer = await shop.login(DEALER);
    part = await partId(shop, dealer, '99110000001');
    other = await partId(shop, dealer, '99340000001');
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
  });

  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('job-reference');
  });

  it('keeps the same part for two jobs as two lines, and adds up per part and job', async () => {
    expect((await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: '  ZL/2026/114 ' })).statusCode).toBe(200);
    expect((await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: 'WX 4411K' })).statusCode).toBe(200);
    expect((await add(shop, dealer, { ProductId: part, Quantity: 1 })).statusCode).toBe(200);
    expect((await add(shop, dealer, { ProductId: part, Quantity: 2, JobReference: 'ZL/2026/114' })).statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([
      ['99110000001', 3, 'ZL/2026/114'],
      ['99110000001', 1, 'WX 4411K'],
      ['99110000001', 1, undefined],
    ]);
  });

  it('changes, moves and removes the line named by its job only', async () => {
    await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: 'A1' });
    await add(shop, dealer, { ProductId: part, Quantity: 2 });
    await add(shop, dealer, { ProductId: other, Quantity: 1 });
    const update = (body: object) => shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body });
    expect((await update({ ProductId: part, Quantity: 4, JobReference: 'A1' })).statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([
      ['99110000001', 4, 'A1'],
      ['99110000001', 2, undefined],
      ['99340000001', 1, undefined],
    ]);
    // a job set on a line without one: the line keeps its place
    expect((await update({ ProductId: other, Quantity: 1, JobReference: '', NewJobReference: ' B2 ' })).statusCode).toBe(200);
    // moved onto a job the part already has a line of: the two become one
    expect((await update({ ProductId: part, Quantity: 2, JobReference: '', NewJobReference: 'A1' })).statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([
      ['99110000001', 6, 'A1'],
      ['99340000001', 1, 'B2'],
    ]);
    expect((await update({ ProductId: part, Quantity: 1, JobReference: 'nope' })).statusCode).toBe(404);
    const removed = await shop.call('POST', '/api/ShoppingCart/DeleteItem', {
      token: dealer,
      body: { ProductId: other, Quantity: 0, JobReference: 'B2' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([['99110000001', 6, 'A1']]);
  });

  it('counts every line of a part, whatever its job, against the stock', async () => {
    const scarce = await partId(shop, dealer, '99110000011'); // 3 in stock
    expect(json(await add(shop, dealer, { ProductId: scarce, Quantity: 2, JobReference: 'A1' }))).toEqual([]);
    expect(json(await add(shop, dealer, { ProductId: scarce, Quantity: 2, JobReference: 'B2' }))).toEqual([
      'Only 3 in stock: 1 added to the cart.',
    ]);
    expect(json(await add(shop, dealer, { ProductId: scarce, Quantity: 1 }))).toEqual([
      'Only 3 in stock, all of them already in the cart: nothing was added.',
    ]);
    const raised = await shop.call('POST', '/api/ShoppingCart/UpdateItem', {
      token: dealer,
      body: { ProductId: scarce, Quantity: 3, JobReference: 'B2' },
    });
    expect(json<{ Notices?: string[] }>(raised).Notices).toHaveLength(1);
    expect(await cart(shop, dealer)).toEqual([
      ['99110000011', 2, 'A1'],
      ['99110000011', 1, 'B2'],
    ]);
  });

  it('takes a job per CSV row', async () => {
    const imported = await shop.call('POST', '/api/Level4/cartFromCsv', {
      token: dealer,
      body: [
        { sku: '99110000001', quantity: 1, JobReference: 'PO 5' },
        { sku: '99110000001', quantity: 2 },
      ],
    });
    expect(imported.statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([
      ['99110000001', 1, 'PO 5'],
      ['99110000001', 2, undefined],
    ]);
  });

  it('refuses a job longer than 40 characters or with a line break', async () => {
    expect((await add(shop, dealer, { ProductId: part, JobReference: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await add(shop, dealer, { ProductId: part, JobReference: 'a\nb' })).statusCode).toBe(400);
    expect((await add(shop, dealer, { ProductId: part, JobReference: 'x'.repeat(40) })).statusCode).toBe(200);
  });

  it('keeps each line’s job with the order: Order/get per line, Order/List the jobs of each order', async () => {
    await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: 'WX 4411K' });
    await add(shop, dealer, { ProductId: other, Quantity: 1, JobReference: 'ZL/2026/114' });
    await add(shop, dealer, { ProductId: part, Quantity: 1 });
    const confirmed = json<{ Errors: string[]; PlacedOrder: { Id: number } | null }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token: dealer, body: COURIER }),
    );
    expect(confirmed.Errors).toEqual([]);
    const id = confirmed.PlacedOrder?.Id;
    const detail = json<{ Items: { Sku: string; JobReference?: string }[] }>(
      await shop.call('GET', `/api/Order/get?id=${id}`, { token: dealer }),
    );
    expect(detail.Items.map((item) => [item.Sku, item.JobReference])).toEqual([
      ['99110000001', 'WX 4411K'],
      ['99340000001', 'ZL/2026/114'],
      ['99110000001', undefined],
    ]);
    const { Orders } = json<{ Orders: { Id: number; JobReferences?: string[] }[] }>(
      await shop.call('GET', '/api/Order/List', { token: dealer }),
    );
    expect(Orders.find((order) => order.Id === id)?.JobReferences).toEqual(['WX 4411K', 'ZL/2026/114']);
  });
});

describe('without the extension job-reference', () => {
  let shop: TestShop;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop({ extensions: [] });
    dealer = await shop.login(DEALER);
  });
  afterAll(() => shop.close());

  it('ignores a job sent: one line per part, as SPEC has it, and no job answered', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).not.toContain('job-reference');
    const part = await partId(shop, dealer, '99110000001');
    await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: 'A1' });
    await add(shop, dealer, { ProductId: part, Quantity: 1, JobReference: 'B2' });
    expect(await cart(shop, dealer)).toEqual([['99110000001', 2, undefined]]);
    const updated = await shop.call('POST', '/api/ShoppingCart/UpdateItem', {
      token: dealer,
      body: { ProductId: part, Quantity: 3, JobReference: 'A1' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await cart(shop, dealer)).toEqual([['99110000001', 3, undefined]]);
    const confirmed = json<{ PlacedOrder: { Id: number } | null }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token: dealer, body: COURIER }),
    );
    const detail = json<{ Items: object[] }>(await shop.call('GET', `/api/Order/get?id=${confirmed.PlacedOrder?.Id}`, { token: dealer }));
    expect(detail.Items[0]).not.toHaveProperty('JobReference');
    const { Orders } = json<{ Orders: object[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(Orders[0]).not.toHaveProperty('JobReferences');
  });
});
