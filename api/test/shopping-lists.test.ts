jest.setTimeout(60_000); // two sign-ins in beforeAll wait for the hashing threads, beside the other lanes of pnpm test
import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
let dealer2: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
  dealer2 = await shop.login(DEALER2);
});
afterAll(() => shop.close());

interface List {
  Id: number;
  Name: string;
  Items: { ProductId: number; Sku: string; Name: string; Quantity: number }[];
}
const lists = async (token = dealer) => json<List[]>(await shop.call('GET', '/api/ShoppingList', { token }));
const serviceKit = async () => {
  const list = (await lists()).find((item) => item.Name === 'Service kit');
  if (!list) throw new Error('no Service kit list');
  return list;
};
const cartSkus = async (token = dealer) =>
  json<{ Product: { Sku: string }; Quantity: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token })).map((line) => [
    line.Product.Sku,
    line.Quantity,
  ]);

describe('GET /api/ShoppingList', () => {
  it("answers the dealer's 'Service kit' list with 3 items, and none for the second dealer", async () => {
    const kit = await serviceKit();
    expect(kit.Items.map((item) => item.Sku)).toEqual(['99110000001', '99110000003', '99340000001']);
    expect(kit.Items[0]).toEqual({ ProductId: expect.any(Number), Sku: '99110000001', Name: 'Oil filter element', Quantity: 1 });
    expect(await lists(dealer2)).toEqual([]);
    expect((await shop.call('GET', '/api/ShoppingList')).statusCode).toBe(401);
  });
});

describe('saving lists', () => {
  it('saves the current cart as a new list when no Items are sent', async () => {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
    await shop.call('POST', '/api/Level4/cartFromCsv', {
      token: dealer,
      body: [
        { sku: '99340000002', quantity: 2 },
        { sku: '99110000006', quantity: 1 },
      ],
    });
    const response = await shop.call('POST', '/api/ShoppingList', { token: dealer, body: { Name: 'Brake job' } });
    expect(response.statusCode).toBe(200);
    expect(json<List>(response)).toMatchObject({
      Name: 'Brake job',
      Items: [
        { Sku: '99340000002', Quantity: 2 },
        { Sku: '99110000006', Quantity: 1 },
      ],
    });
    expect((await lists()).map((list) => list.Name)).toEqual(['Service kit', 'Brake job']);
  });

  it('creates a list from Items, renames it and replaces its items', async () => {
    const created = json<List>(
      await shop.call('POST', '/api/ShoppingList', {
        token: dealer,
        body: { name: 'Stock order', items: [{ sku: '99110000001', quantity: 10 }] },
      }),
    );
    expect(created.Items).toEqual([expect.objectContaining({ Sku: '99110000001', Quantity: 10 })]);
    const updated = await shop.call('PUT', `/api/ShoppingList/${created.Id}`, {
      token: dealer,
      body: {
        Name: 'Stock order May',
        Items: [
          { Sku: '99340000001', Quantity: 4 },
          { Sku: '99340000001', Quantity: 1 },
        ],
      },
    });
    expect(json<List>(updated)).toMatchObject({ Id: created.Id, Name: 'Stock order May', Items: [{ Sku: '99340000001', Quantity: 5 }] });
    const renamed = await shop.call('PUT', `/api/shoppinglist/${created.Id}`, { token: dealer, body: { Name: 'Stock order June' } });
    expect(json<List>(renamed)).toMatchObject({ Name: 'Stock order June', Items: [{ Sku: '99340000001', Quantity: 5 }] });
  });

  it('answers 400 for a missing or taken name and unknown part numbers', async () => {
    expect(json(await shop.call('POST', '/api/ShoppingList', { token: dealer, body: {} }))).toMatchObject({
      errors: { Name: ['Name is required.'] },
    });
    expect(json(await shop.call('POST', '/api/ShoppingList', { token: dealer, body: { Name: 'Service kit' } }))).toMatchObject({
      errors: { Name: ['You already have a list with this name.'] },
    });
    expect(
      json(
        await shop.call('POST', '/api/ShoppingList', {
          token: dealer,
          body: { Name: 'X', Items: [{ Sku: '99110000001' }, { Sku: 'nope' }] },
        }),
      ),
    ).toMatchObject({ errors: { 'Items.1.Sku': ['SKU nope not found'] } });
    const kit = await serviceKit();
    expect(
      json(
        await shop.call('PUT', `/api/ShoppingList/${kit.Id}`, { token: dealer, body: { Items: [{ Sku: '99110000001', Quantity: 0 }] } }),
      ),
    ).toMatchObject({ errors: { 'Items.0.Quantity': [expect.any(String)] } });
    expect((await shop.call('PUT', '/api/ShoppingList/abc', { token: dealer, body: {} })).statusCode).toBe(400);
    expect((await lists()).map((list) => list.Name)).not.toContain('X');
  });

  it('answers 401 without a token', async () => {
    expect((await shop.call('POST', '/api/ShoppingList', { body: { Name: 'A' } })).statusCode).toBe(401);
    expect((await shop.call('PUT', '/api/ShoppingList/1', { body: { Name: 'A' } })).statusCode).toBe(401);
    expect((await shop.call('DELETE', '/api/ShoppingList/1')).statusCode).toBe(401);
    expect((await shop.call('POST', '/api/ShoppingList/CreateCart/1', { body: [] })).statusCode).toBe(401);
  });
});

describe('moving a list into the cart', () => {
  beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));

  it('moves every item when no part number is chosen', async () => {
    const kit = await serviceKit();
    const response = await shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, { token: dealer, body: [] });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
    expect(await cartSkus()).toEqual([
      ['99110000001', 1],
      ['99110000003', 1],
      ['99340000001', 1],
    ]);
  });

  it('moves only the chosen part numbers, as strings or { Sku } objects', async () => {
    const kit = await serviceKit();
    await shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, { token: dealer, body: ['99340000001'] });
    expect(await cartSkus()).toEqual([['99340000001', 1]]);
    const notices = json<string[]>(
      await shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, {
        token: dealer,
        body: [{ sku: '99110000001' }, { Sku: '12345' }],
      }),
    );
    expect(notices).toEqual(['SKU 12345 is not on the list']);
    expect(await cartSkus()).toEqual([
      ['99340000001', 1],
      ['99110000001', 1],
    ]);
  });

  it('moves a quantity only as far as the stock goes, and says so', async () => {
    const list = json<List>(
      await shop.call('POST', '/api/ShoppingList', {
        token: dealer,
        body: { name: 'Coolers', items: [{ sku: '99110000011', quantity: 5 }] },
      }),
    );
    const notices = json<string[]>(await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}`, { token: dealer, body: [] }));
    expect(notices).toEqual(['SKU 99110000011: Only 3 in stock: 3 added to the cart.']);
    expect(await cartSkus()).toEqual([['99110000011', 3]]);
    await shop.call('DELETE', `/api/ShoppingList/${list.Id}`, { token: dealer });
  });

  it('answers 400 for a body that is not a list', async () => {
    const kit = await serviceKit();
    expect(
      (await shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, { token: dealer, body: { Sku: '99110000001' } })).statusCode,
    ).toBe(400);
    expect((await shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, { token: dealer, body: [42] })).statusCode).toBe(400);
  });
});

describe("the second dealer and the first dealer's list", () => {
  it('answers 404 for update, move to cart and delete, and changes nothing', async () => {
    const kit = await serviceKit();
    const before = await lists();
    const attempts = [
      shop.call('PUT', `/api/ShoppingList/${kit.Id}`, { token: dealer2, body: { Name: 'Mine now', Items: [] } }),
      shop.call('POST', `/api/ShoppingList/CreateCart/${kit.Id}`, { token: dealer2, body: [] }),
      shop.call('DELETE', `/api/ShoppingList/${kit.Id}`, { token: dealer2 }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ title: 'Not found', status: 404 });
    }
    expect(await lists()).toEqual(before);
    expect(await cartSkus(dealer2)).toEqual([]);
  });
});

describe('DELETE /api/ShoppingList/{id}', () => {
  it('removes a list', async () => {
    const created = json<List>(await shop.call('POST', '/api/ShoppingList', { token: dealer, body: { Name: 'Temporary', Items: [] } }));
    expect(json(await shop.call('DELETE', `/api/ShoppingList/${created.Id}`, { token: dealer }))).toEqual({ Success: true });
    expect((await lists()).map((list) => list.Id)).not.toContain(created.Id);
    expect((await shop.call('DELETE', `/api/ShoppingList/${created.Id}`, { token: dealer })).statusCode).toBe(404);
  });
});
