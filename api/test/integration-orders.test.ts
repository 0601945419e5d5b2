import { createIntegrationKey } from '../src/auth/integration-keys';
import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { placeOrder } from './orders';

/**
 * The integration API's new-orders feed (issue 40): orders not acknowledged, oldest first, by
 * cursor, with their dealer, addresses and lines; an order is handed out until acknowledged; an
 * acknowledgement again changes nothing; the scopes orders:read and orders:write. On SQLite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
interface FeedOrder {
  Id: number;
  OrderNumber: string;
  Customer: { Id: number; Company: string; Email: string };
  BillingAddress: { City: string } | null;
  Lines: { LineId: number; Sku: string; Quantity: number; UnitPrice: number; SubTotal: number }[];
  OrderTotal: number | null;
}
interface Page {
  Orders: FeedOrder[];
  Next: string | null;
}

describe('integration order feed', () => {
  let shop: TestShop;
  let reader: string;
  let writer: string;
  let dealer: string;
  let dealer2: string;
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    reader = (await createIntegrationKey(db, { name: 'reader', scopes: ['orders:read'] }, Date.now())).key;
    writer = (await createIntegrationKey(db, { name: 'ERP', scopes: ['orders:read', 'orders:write'] }, Date.now())).key;
    dealer = await shop.login(DEALER);
    dealer2 = await shop.login(DEALER2);
  });
  afterAll(async () => shop.close());

  /** An order of `quantity` of one part: the dealer's Order/get of it. */
  async function orderOf(token: string, sku: string, quantity: number): Promise<{ Id: number; OrderNumber: string; OrderTotal: number }> {
    const order = await placeOrder(shop, token, { [sku]: quantity });
    return json(await shop.call('GET', `/api/Order/get?id=${order.Id}`, { token }));
  }
  const feed = async (key: string, query = '') => {
    const response = await shop.call('GET', `/api/integration/orders${query}`, { headers: { 'x-api-key': key, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    return json<Page>(response);
  };
  const ack = (key: string, OrderIds: number[]) =>
    shop.call('POST', '/api/integration/orders/ack', { headers: { 'x-api-key': key, 'accept-language': 'en' }, body: { OrderIds } });

  it('hands out new orders by cursor with their dealer and lines until they are acknowledged', async () => {
    const sku = '99110000001';
    const first = await orderOf(dealer, sku, 2);
    const second = await orderOf(dealer2, sku, 1);
    const third = await orderOf(dealer, sku, 3);

    const page1 = await feed(reader, '?limit=2');
    const ours = (page: Page) => page.Orders.filter((order) => [first.Id, second.Id, third.Id].includes(order.Id));
    const all = [...page1.Orders];
    let next = page1.Next;
    for (
      let page = await feed(reader, `?after=${next}&limit=2`);
      page.Orders.length > 0;
      page = await feed(reader, `?after=${next}&limit=2`)
    ) {
      all.push(...page.Orders);
      next = page.Next;
    }
    expect(page1.Orders.length).toBeLessThanOrEqual(2);
    const taken = all.filter((order) => [first.Id, second.Id, third.Id].includes(order.Id));
    expect(taken.map((order) => order.Id)).toEqual([first.Id, second.Id, third.Id]);
    const [one, two] = taken;
    expect(one).toMatchObject({ OrderNumber: first.OrderNumber, OrderTotal: first.OrderTotal, Customer: { Email: DEALER.email } });
    // LineId is the line's id: what confirmations, shipments and invoices name
    const db = await shop.database();
    const line = await db.selectFrom('order_items').select('id').where('order_id', '=', first.Id).executeTakeFirstOrThrow();
    expect(one?.Lines).toEqual([expect.objectContaining({ LineId: line.id, Sku: sku, Quantity: 2 })]);
    expect(one?.BillingAddress?.City).toEqual(expect.any(String));
    expect(two?.Customer.Email).toBe(DEALER2.email);

    // not acknowledged: from the start again, handed out again
    expect(ours(await feed(reader, '?limit=200')).map((order) => order.Id)).toEqual([first.Id, second.Id, third.Id]);

    const acknowledged = await ack(writer, [second.Id, first.Id, 999_999]);
    expect(acknowledged.statusCode).toBe(200);
    expect(json(acknowledged)).toEqual({ Acknowledged: [first.Id, second.Id], Unknown: [999_999] });
    expect(json(await ack(writer, [first.Id]))).toEqual({ Acknowledged: [first.Id], Unknown: [] });
    expect(ours(await feed(reader, '?limit=200')).map((order) => order.Id)).toEqual([third.Id]);
  });

  it('answers 403 naming the scope a key lacks', async () => {
    const refused = await ack(reader, [1]);
    expect(refused.statusCode).toBe(403);
    expect(json<{ title: string }>(refused).title).toBe('The API key lacks the scope orders:write.');
    const db = await shop.database();
    const writeOnly = (await createIntegrationKey(db, { name: 'write only', scopes: ['shipments:write'] }, Date.now())).key;
    const read = await shop.call('GET', '/api/integration/orders', { headers: { 'x-api-key': writeOnly, 'accept-language': 'en' } });
    expect(read.statusCode).toBe(403);
    expect(json<{ title: string }>(read).title).toBe('The API key lacks the scope orders:read.');
  });

  it('takes no dealer token, and refuses a bad cursor or limit', async () => {
    expect((await shop.call('GET', '/api/integration/orders', { token: dealer })).statusCode).toBe(401);
    for (const query of ['?after=abc', '?limit=x']) {
      const response = await shop.call('GET', `/api/integration/orders${query}`, { headers: { 'x-api-key': reader } });
      expect(response.statusCode).toBe(400);
    }
  });
});
