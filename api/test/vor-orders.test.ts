import { DEALER, json, startShop, type TestShop } from './helpers';
import { erpKey, placeOrder } from './orders';

/**
 * Urgent orders (issue 40, item 5, extension vor): an order marked 'vehicle off road' at checkout is
 * kept so, flagged in the order history and on the order page, handed to the ERP first, and its lines
 * are confirmed or cancelled, never backordered. Without the extension the flag is not read and not
 * answered. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
interface FeedPage {
  Orders: { Id: number; Vor: boolean; Lines: { LineId: number }[] }[];
  Next: string | null;
}

/** An order of one oil filter, with these fields of the checkout (Vor): its id. */
async function orderOne(shop: TestShop, token: string, checkout: Record<string, unknown>): Promise<number> {
  return (await placeOrder(shop, token, ['99110000001'], { checkout })).Id;
}

describe('VOR orders (extension vor)', () => {
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop();
    erp = await erpKey(shop, ['orders:read', 'orders:write']);
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => shop.close());

  const feed = async (after?: string): Promise<FeedPage> =>
    json<FeedPage>(
      await shop.call('GET', `/api/integration/orders?limit=200${after ? `&after=${after}` : ''}`, { headers: { 'x-api-key': erp } }),
    );
  const post = (path: string, body: unknown, language = 'en') =>
    shop.call('POST', path, { headers: { 'x-api-key': erp, 'accept-language': language }, body });

  it('keeps the flag, shows it in the history and on the order, and hands the order to the ERP first', async () => {
    // the ERP has taken every order so far: the cursor is at the end
    const before = await feed();
    const cursor = before.Next ?? undefined;
    const plain = await orderOne(shop, dealer, {});
    const urgent = await orderOne(shop, dealer, { Vor: true });

    expect(json(await shop.call('GET', `/api/Order/get?id=${urgent}`, { token: dealer }))).toMatchObject({ Id: urgent, Vor: true });
    expect(json(await shop.call('GET', `/api/Order/get?id=${plain}`, { token: dealer }))).toMatchObject({ Id: plain, Vor: false });
    const history = json<{ Orders: { Id: number; Vor?: boolean }[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(history.Orders.filter((order) => order.Id === plain || order.Id === urgent)).toEqual([
      expect.objectContaining({ Id: urgent, Vor: true }),
      expect.objectContaining({ Id: plain, Vor: false }),
    ]);

    // the VOR order, placed after the other, heads the page; from the ERP's cursor too
    const fromStart = await feed();
    expect(fromStart.Orders[0]).toMatchObject({ Id: urgent, Vor: true });
    expect(fromStart.Orders.find((order) => order.Id === plain)).toMatchObject({ Vor: false });
    const next = await feed(cursor);
    expect(next.Orders.map((order) => order.Id)).toEqual([urgent, plain]);
    // acknowledged, it leaves the head of the page
    await post('/api/integration/orders/ack', { OrderIds: [urgent] });
    expect((await feed(cursor)).Orders.map((order) => order.Id)).toEqual([plain]);
  });

  it('refuses a backorder of a VOR line with the reason (en, pl); confirms and cancels it', async () => {
    const urgent = await orderOne(shop, dealer, { Vor: true });
    const plain = await orderOne(shop, dealer, {});
    const db = await shop.database();
    const lineOf = async (orderId: number) =>
      (await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow()).id;
    const [vorLine, plainLine] = [await lineOf(urgent), await lineOf(plain)];
    const backorder = (lineId: number) => ({
      Lines: [{ LineId: lineId, State: 'backordered', ExpectedDate: '2026-12-07', OccurredAt: '2026-11-28T09:00:00Z' }],
    });

    const refused = await post(`/api/integration/orders/${urgent}/lines`, backorder(vorLine));
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      'Lines[0].State': [
        `Line ${vorLine} is on a VOR (vehicle off road) order: confirm it or cancel it with the reason, never backorder it.`,
      ],
    });
    const polish = await post(`/api/integration/orders/${urgent}/lines`, backorder(vorLine), 'pl');
    expect(json<{ errors: Record<string, string[]> }>(polish).errors['Lines[0].State']?.[0]).toContain('zamówienia VOR');
    expect(await db.selectFrom('order_line_events').select('id').where('order_id', '=', urgent).execute()).toEqual([]);

    // another order's line may be backordered; the VOR line is confirmed, or cancelled with the reason
    expect((await post(`/api/integration/orders/${plain}/lines`, backorder(plainLine))).statusCode).toBe(200);
    const confirmed = await post(`/api/integration/orders/${urgent}/lines`, {
      Lines: [{ LineId: vorLine, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' }],
    });
    expect(confirmed.statusCode).toBe(200);
    const cancelled = await post(`/api/integration/orders/${urgent}/lines`, {
      Lines: [{ LineId: vorLine, State: 'cancelled', Reason: 'Not available in time', OccurredAt: '2026-11-28T10:00:00Z' }],
    });
    expect(json(cancelled)).toMatchObject({ Lines: [expect.objectContaining({ State: 'cancelled', Reason: 'Not available in time' })] });
  });
});

describe('without the extension vor', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ extensions: [] });
  });
  afterAll(async () => shop.close());

  it('neither reads Vor at checkout nor answers it', async () => {
    const dealer = await shop.login(DEALER);
    const id = await orderOne(shop, dealer, { Vor: true });
    expect(json<Record<string, unknown>>(await shop.call('GET', `/api/Order/get?id=${id}`, { token: dealer }))).not.toHaveProperty('Vor');
    const history = json<{ Orders: Record<string, unknown>[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(history.Orders.every((order) => !('Vor' in order))).toBe(true);
    const db = await shop.database();
    expect((await db.selectFrom('orders').select('vor').where('id', '=', id).executeTakeFirstOrThrow()).vor).toBe(0);
  });
});
