import type { Executor } from '../src/db/database';
import { DEALER, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
});
afterAll(() => shop.close());

interface Chain {
  Replaces: { Id: number; Sku: string; Name: string }[];
  ReplacedBy: { Id: number; Sku: string; Name: string; Quantity: number }[];
}
interface Found {
  SimpleProduct: { Id: number; Sku: string; Name: string } | null;
  Boards: { Id: number; Position: string }[];
  Supersession?: Chain;
}

const pl = { 'accept-language': 'pl' };
const find = async (sku: string, on = shop, auth = token) =>
  json<Found>(await on.call('POST', '/api/Level4Product/Find', { token: auth, body: { Sku: sku } }));
const idOf = async (sku: string) => (await find(sku)).SimpleProduct?.Id ?? 0;
const addItem = async (productId: number, quantity: number, headers: Record<string, string> = {}) => {
  const response = await shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: productId, Quantity: quantity }, headers });
  expect(response.statusCode).toBe(200);
  return json<string[]>(response);
};
const cart = async (on = shop, auth = token) =>
  json<{ Product: { Sku: string }; Quantity: number }[]>(await on.call('GET', '/api/Level4/Cart', { token: auth })).map((line) => [
    line.Product.Sku,
    line.Quantity,
  ]);
const clearCart = () => shop.call('POST', '/api/ShoppingCart/ClearCart', { token });

/** Writes into the shop's database beside the running API, as a catalogue import would. */
async function addPart(db: Executor, sku: string, price = 10): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({ sku, name: `Part ${sku}`, product_type: 'SimpleProduct', full_description: '', price })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const supersede = (db: Executor, old: number, by: number, quantity = 1) =>
  db.insertInto('product_supersessions').values({ product_id: old, replacement_id: by, quantity }).execute();

beforeEach(async () => {
  await clearCart();
});

describe('part supersession (extension supersession)', () => {
  it('is listed as an extension in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('supersession');
  });

  it('Find: an old number answers its own part, the chain to the current part and the boards drawing the current part', async () => {
    const current = await find('99110000001');
    const old = await find('99110000102');
    expect(old.SimpleProduct).toMatchObject({ Sku: '99110000102', Name: 'Oil filter element' });
    expect(old.Supersession).toEqual({
      Replaces: [],
      ReplacedBy: [{ Id: current.SimpleProduct?.Id, Sku: '99110000001', Name: 'Oil filter element', Quantity: 1 }],
    });
    expect(old.Boards).toEqual(current.Boards);
    expect(old.Boards[0]).toMatchObject({ Position: '1' });
    // the current part names the numbers it replaces, the newest first
    expect(current.Supersession?.Replaces.map((part) => part.Sku)).toEqual(['99110000101', '99110000102']);
    expect(current.Supersession?.ReplacedBy).toEqual([]);
    // a part without a chain has no Supersession at all
    expect(await find('99110000003')).not.toHaveProperty('Supersession');
  });

  it('AddItem of an old number puts the current part in the cart and says so, in Polish by default and in English', async () => {
    expect(await addItem(await idOf('99110000101'), 2, pl)).toEqual(['99110000101 zastąpiony przez 99110000001']);
    expect(await addItem(await idOf('99110000102'), 1)).toEqual(['99110000102 replaced by 99110000001']);
    expect(await cart()).toEqual([['99110000001', 3]]);
  });

  it('AddItem of a number replaced by a kit adds every part of the kit times its quantity, each under the stock rule', async () => {
    expect(await addItem(await idOf('99340000101'), 3, pl)).toEqual(['99340000101 zastąpiony przez 99340000001 x1, 99340000002 x2']);
    expect(await cart()).toEqual([
      ['99340000001', 3],
      ['99340000002', 6],
    ]);
    // 16 pads in stock: the next 20 kits add what is left and name the part the stock notice is about
    expect(await addItem(await idOf('99340000101'), 20)).toEqual([
      '99340000101 replaced by 99340000001 x1, 99340000002 x2',
      'SKU 99340000001: Only 16 in stock: 13 added to the cart.',
      'SKU 99340000002: Only 30 in stock: 24 added to the cart.',
    ]);
  });

  it('cartFromCsv resolves every row in one go: old numbers, kits, current parts and unknown numbers', async () => {
    const response = await shop.call('POST', '/api/Level4/cartFromCsv', {
      token,
      headers: pl,
      body: [
        { sku: '99110000102', quantity: 2 },
        { sku: '99340000101', quantity: 1 },
        { sku: '99110000003', quantity: 4 },
        { sku: '12345', quantity: 1 },
      ],
    });
    expect(json(response)).toEqual([
      '99110000102 zastąpiony przez 99110000001',
      '99340000101 zastąpiony przez 99340000001 x1, 99340000002 x2',
      'Nie znaleziono numeru 12345',
    ]);
    expect(await cart()).toEqual([
      ['99110000001', 2],
      ['99340000001', 1],
      ['99340000002', 2],
      ['99110000003', 4],
    ]);
  });

  it('a shopping list keeping an old number moves the current part into the cart', async () => {
    const created = await shop.call('POST', '/api/ShoppingList', {
      token,
      body: { Name: 'Old numbers', Items: [{ Sku: '99110000101', Quantity: 2 }] },
    });
    expect(created.statusCode).toBe(200);
    const list = json<{ Id: number; Items: { Sku: string }[] }>(created);
    expect(list.Items.map((item) => item.Sku)).toEqual(['99110000101']);
    expect(json(await shop.call('POST', `/api/ShoppingList/CreateCart/${list.Id}`, { token, body: [] }))).toEqual([
      '99110000101 replaced by 99110000001',
    ]);
    expect(await cart()).toEqual([['99110000001', 2]]);
    await shop.call('DELETE', `/api/ShoppingList/${list.Id}`, { token });
  });

  it('the product and the board parts list answer the chain', async () => {
    const old = await find('99340000101');
    const product = json<{ Supersession?: Chain }>(
      await shop.call('GET', `/api/Product('${old.SimpleProduct?.Id}')`, { token, headers: pl }),
    );
    expect(product.Supersession?.ReplacedBy.map((part) => [part.Sku, part.Name, part.Quantity])).toEqual([
      ['99340000001', 'Komplet klocków hamulcowych, oś przednia', 1],
      ['99340000002', 'Czujnik zużycia klocków, przód', 2],
    ]);
    const board = json<{ Products: { Sku: string; Supersession?: Chain }[] }>(
      await shop.call('POST', '/api/Level4Product/Board', { token, body: { id: (await find('99110000001')).Boards[0]?.Id } }),
    );
    const element = board.Products.find((part) => part.Sku === '99110000001');
    expect(element?.Supersession?.Replaces.map((part) => part.Sku)).toEqual(['99110000101', '99110000102']);
    expect(board.Products.find((part) => part.Sku === '99110000003')).not.toHaveProperty('Supersession');
  });

  it('search by name leaves the superseded parts out (they are not sold)', async () => {
    const found = json<{ Products: { Sku: string }[] }>(
      await shop.call('GET', '/api/Level4Product/Search?q=oil%20filter%20element', { token }),
    );
    expect(found.Products.map((part) => part.Sku)).toContain('99110000001');
    expect(found.Products.map((part) => part.Sku)).not.toEqual(expect.arrayContaining(['99110000101']));
    expect(found.Products.map((part) => part.Sku)).not.toEqual(expect.arrayContaining(['99110000102']));
  });

  it('a chain that comes back on itself or runs deeper than 8 steps adds nothing and says why', async () => {
    const db = await shop.database();
    const [a, b, c] = [await addPart(db, 'CY-A'), await addPart(db, 'CY-B'), await addPart(db, 'CY-C')];
    await supersede(db, a, b);
    await supersede(db, b, c);
    await supersede(db, c, b);
    const cycle = a;
    const chain: number[] = [];
    for (let index = 0; index < 10; index += 1) chain.push(await addPart(db, `DEEP-${index}`));
    for (const [index, next] of chain.slice(1).entries()) await supersede(db, chain[index] ?? 0, next);
    const deep = chain[0] ?? 0;
    expect(await addItem(cycle, 1)).toEqual(['CY-A is superseded and has no current part: nothing was added to the cart.']);
    expect(await addItem(deep, 1, pl)).toEqual(['DEEP-0 został zastąpiony, ale nie ma części aktualnej: nic nie dodano do koszyka.']);
    expect(await cart()).toEqual([]);
    // Find still answers (the chain as far as it goes), the catalogue does not loop
    expect((await find('CY-A')).SimpleProduct).toMatchObject({ Sku: 'CY-A' });
  });

  it('a cart line whose part is superseded after it went into the cart holds the new part when the cart is read', async () => {
    const db = await shop.database();
    const old = await addPart(db, 'LATE-OLD');
    await db.insertInto('warehouse_stock').values({ product_id: old, warehouse_id: 1, quantity: 10 }).execute();
    expect(await addItem(old, 2)).toEqual([]);
    const current = await db.selectFrom('products').select('id').where('sku', '=', '99110000003').executeTakeFirstOrThrow();
    await supersede(db, old, current.id, 2);
    expect(await cart()).toEqual([['99110000003', 4]]);
    // the read wrote nothing: the stored line is still the old part
    const stored = () =>
      db
        .selectFrom('cart_items as c')
        .innerJoin('products as p', 'p.id', 'c.product_id')
        .select(['p.sku', 'c.quantity'])
        .where('p.sku', 'in', ['LATE-OLD', '99110000003'])
        .execute();
    expect(await stored()).toEqual([{ sku: 'LATE-OLD', quantity: 2 }]);
    const totals = json<{ SubTotal: number }>(await shop.call('POST', '/api/ShoppingCart/Totals', { token, body: {} }));
    const line = json<{ Total: number }[]>(await shop.call('GET', '/api/Level4/Cart', { token }))[0];
    expect(totals.SubTotal).toBe(line?.Total);
    // the next write of the cart stores what the read showed, then does its own part
    expect(
      (await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token, body: { ProductId: current.id, Quantity: 3 } })).statusCode,
    ).toBe(200);
    expect(await stored()).toEqual([{ sku: '99110000003', quantity: 3 }]);
    expect(await cart()).toEqual([['99110000003', 3]]);
  });
});

describe('without the extension listed the API answers as the spec has it', () => {
  it('keeps old numbers as plain parts: no chain, no notice, the old part is added as it is (not in stock)', async () => {
    process.env.SHOP_CONFIG_OVERRIDES = '{"extensions":[]}';
    const plain = await startShop();
    delete process.env.SHOP_CONFIG_OVERRIDES;
    try {
      const dealer = await plain.login(DEALER);
      const old = await find('99110000101', plain, dealer);
      expect(old).not.toHaveProperty('Supersession');
      expect(old.Boards).toEqual([]);
      const added = await plain.call('POST', '/api/Level4/AddItem', {
        token: dealer,
        body: { ProductId: old.SimpleProduct?.Id, Quantity: 1 },
      });
      expect(json(added)).toEqual(['Not in stock: nothing was added to the cart.']);
      expect(
        json(await plain.call('POST', '/api/Level4/cartFromCsv', { token: dealer, body: [{ sku: '99340000101', quantity: 1 }] })),
      ).toEqual(['SKU 99340000101: Not in stock: nothing was added to the cart.']);
      expect(await cart(plain, dealer)).toEqual([]);
      const product = json<object>(
        await plain.call('GET', `/api/Product('${(await find('99110000001', plain, dealer)).SimpleProduct?.Id}')`, { token: dealer }),
      );
      expect(product).not.toHaveProperty('Supersession');
    } finally {
      await plain.close();
    }
  });
});
