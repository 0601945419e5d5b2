import { createIntegrationKey } from '../src/auth/integration-keys';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { placeOrder } from './orders';

/**
 * An order's life reported by the ERP (issue 40): line confirmations (confirmed, backordered with its
 * date, cancelled with its reason, a changed date) and delivery notes (partial, refused beyond what is
 * left, the same note again, delivered). Events out of order or twice keep one state and say so.
 * On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

interface Line {
  LineId: number;
  Sku: string;
  State: string;
  ExpectedDate: string | null;
  Reason: string | null;
  Ordered: number;
  Shipped: number;
  Delivered: number;
}

describe('the ERP reports confirmations, shipments and deliveries', () => {
  let shop: TestShop;
  let erp: string;
  let readOnly: string;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    erp = (await createIntegrationKey(db, { name: 'ERP', scopes: ['orders:read', 'orders:write', 'shipments:write'] }, Date.now())).key;
    readOnly = (await createIntegrationKey(db, { name: 'reader', scopes: ['orders:read'] }, Date.now())).key;
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => shop.close());

  /** Places an order of these parts with the quantities given (all of each in the cart); answers its id and its line ids by SKU. */
  async function placeOrderOf(parts: Record<string, number>): Promise<{ orderId: number; lines: Record<string, number> }> {
    const order = await placeOrder(shop, dealer, parts);
    const db = await shop.database();
    const rows = await db.selectFrom('order_items').select(['sku', 'quantity']).where('order_id', '=', order.Id).execute();
    for (const [sku, quantity] of Object.entries(parts)) expect(rows.find((row) => row.sku === sku)?.quantity).toBe(quantity);
    return { orderId: order.Id, lines: order.lines };
  }

  const post = (path: string, body: unknown, key = erp, language = 'en') =>
    shop.call('POST', path, { headers: { 'x-api-key': key, 'accept-language': language }, body });
  const dealerOrder = async (orderId: number) =>
    json<{ OrderStatus: string; ShippingStatus: string }>(await shop.call('GET', `/api/Order/get?id=${orderId}`, { token: dealer }));
  const byId = (lines: Line[], id: number | undefined): Line | undefined => lines.find((line) => line.LineId === id);

  it('confirms, backorders and cancels lines, changes a date, and tells applied, already applied and superseded apart', async () => {
    const { orderId, lines } = await placeOrderOf({ '99110000001': 2, '99340000001': 1, '99110000003': 1 });
    const [a, b, c] = [lines['99110000001'], lines['99340000001'], lines['99110000003']];
    expect((await dealerOrder(orderId)).OrderStatus).toBe('Pending');

    const first = await post(`/api/integration/orders/${orderId}/lines`, {
      Lines: [
        { LineId: a, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: b, State: 'backordered', ExpectedDate: '2026-12-07', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: c, State: 'cancelled', Reason: 'No longer supplied', OccurredAt: '2026-11-28T09:00:00Z' },
      ],
    });
    expect(first.statusCode).toBe(200);
    const answer = json<{ OrderStatus: string; Results: { LineId: number; Result: string }[]; Lines: Line[] }>(first);
    expect(answer.Results).toEqual([
      { LineId: a, Result: 'applied' },
      { LineId: b, Result: 'applied' },
      { LineId: c, Result: 'applied' },
    ]);
    expect(answer.OrderStatus).toBe('Processing');
    expect(byId(answer.Lines, a)).toMatchObject({ State: 'confirmed', ExpectedDate: null, Reason: null, Ordered: 2 });
    expect(byId(answer.Lines, b)).toMatchObject({ State: 'backordered', ExpectedDate: '2026-12-07' });
    expect(byId(answer.Lines, c)).toMatchObject({ State: 'cancelled', Reason: 'No longer supplied' });
    expect((await dealerOrder(orderId)).OrderStatus).toBe('Processing');

    // the same events again, a changed date, and an older event arriving late
    const second = json<{ Results: { LineId: number; Result: string }[]; Lines: Line[] }>(
      await post(`/api/integration/orders/${orderId}/lines`, {
        Lines: [
          { LineId: a, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' },
          { LineId: b, State: 'backordered', ExpectedDate: '2026-12-14', OccurredAt: '2026-11-29T08:00:00Z' },
          { LineId: c, State: 'confirmed', OccurredAt: '2026-11-28T08:00:00+00:00' },
        ],
      }),
    );
    expect(second.Results).toEqual([
      { LineId: a, Result: 'already applied' },
      { LineId: b, Result: 'applied' },
      { LineId: c, Result: 'superseded' },
    ]);
    expect(byId(second.Lines, b)).toMatchObject({ State: 'backordered', ExpectedDate: '2026-12-14' });
    expect(byId(second.Lines, c)).toMatchObject({ State: 'cancelled', Reason: 'No longer supplied' });

    // an older backorder date arriving after the newer one changes nothing
    const late = json<{ Results: { Result: string }[]; Lines: Line[] }>(
      await post(`/api/integration/orders/${orderId}/lines`, {
        Lines: [{ LineId: b, State: 'backordered', ExpectedDate: '2026-12-01', OccurredAt: '2026-11-28T12:00:00Z' }],
      }),
    );
    expect(late.Results).toEqual([{ LineId: b, Result: 'superseded' }]);
    expect(byId(late.Lines, b)?.ExpectedDate).toBe('2026-12-14');
  });

  it('refuses a backorder without a date, a cancellation without a reason, a line of another order, an unknown order, and a key without the scope', async () => {
    const { orderId, lines } = await placeOrderOf({ '99110000001': 1 });
    const other = await placeOrderOf({ '99340000001': 1 });
    const line = lines['99110000001'];
    const missing = await post(`/api/integration/orders/${orderId}/lines`, {
      Lines: [
        { LineId: line, State: 'backordered', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: line, State: 'cancelled', OccurredAt: '2026-11-28T09:00:00Z' },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(missing).errors).toEqual({
      'Lines[0].ExpectedDate': ['A backordered line needs its ExpectedDate.'],
      'Lines[1].Reason': ['A cancelled line needs its Reason.'],
    });
    const foreign = await post(
      `/api/integration/orders/${orderId}/lines`,
      { Lines: [{ LineId: other.lines['99340000001'], State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' }] },
      erp,
      'pl',
    );
    expect(foreign.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(foreign).errors).toEqual({
      'Lines[0].LineId': [`Pozycja ${other.lines['99340000001']} nie należy do zamówienia ${orderId}.`],
    });
    const badDate = await post(`/api/integration/orders/${orderId}/lines`, {
      Lines: [{ LineId: line, State: 'backordered', ExpectedDate: '2026-02-30', OccurredAt: 'yesterday' }],
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(badDate).errors).sort()).toEqual(
      ['Lines.0.ExpectedDate', 'Lines.0.OccurredAt'].sort(),
    );
    expect(
      (
        await post('/api/integration/orders/999999/lines', {
          Lines: [{ LineId: line, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' }],
        })
      ).statusCode,
    ).toBe(404);
    const unscoped = await post(
      `/api/integration/orders/${orderId}/lines`,
      { Lines: [{ LineId: line, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' }] },
      readOnly,
    );
    expect(unscoped.statusCode).toBe(403);
    // nothing of it was kept
    const db = await shop.database();
    expect(await db.selectFrom('order_line_events').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    // a dealer's token is no key
    const asDealer = await shop.call('POST', `/api/integration/orders/${orderId}/lines`, {
      token: dealer,
      body: { Lines: [{ LineId: line, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' }] },
    });
    expect(asDealer.statusCode).toBe(401);
  });

  it('takes partial deliveries, refuses more than ordered less shipped with the reason, answers the same note again as already applied, and completes the order when delivered', async () => {
    const { orderId, lines } = await placeOrderOf({ '99110000001': 3, '99340000001': 1 });
    const [a, b] = [lines['99110000001'], lines['99340000001']];
    // a shipment before any confirmation counts
    const note = {
      DeliveryNote: `WZ/${orderId}/1`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      TrackingNumber: '0000123456789Q',
      TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789Q',
      Lines: [{ LineId: a, Quantity: 2 }],
    };
    const first = await post(`/api/integration/orders/${orderId}/shipments`, note);
    expect(first.statusCode).toBe(200);
    const shipped = json<{
      Result: string;
      Shipment: { Lines: { LineId: number; Quantity: number }[] };
      OrderStatus: string;
      Lines: Line[];
    }>(first);
    expect(shipped.Result).toBe('applied');
    expect(shipped.Shipment.Lines).toEqual([{ LineId: a, Sku: '99110000001', ProductName: expect.any(String), Quantity: 2 }]);
    expect(byId(shipped.Lines, a)).toMatchObject({ State: 'partly shipped', Shipped: 2, Ordered: 3 });
    expect(byId(shipped.Lines, b)).toMatchObject({ State: 'ordered', Shipped: 0 });
    expect(shipped.OrderStatus).toBe('Processing');
    expect(await dealerOrder(orderId)).toMatchObject({ OrderStatus: 'Processing', ShippingStatus: 'Shipped' });

    // the same note again: already applied, nothing shipped twice
    const again = json<{ Result: string; Lines: Line[] }>(await post(`/api/integration/orders/${orderId}/shipments`, note));
    expect(again.Result).toBe('already applied');
    expect(byId(again.Lines, a)?.Shipped).toBe(2);
    // the same note with other lines: refused
    const changed = await post(`/api/integration/orders/${orderId}/shipments`, { ...note, Lines: [{ LineId: a, Quantity: 1 }] });
    expect(changed.statusCode).toBe(422);
    expect(json<{ title: string }>(changed).title).toBe(`Delivery note WZ/${orderId}/1 was reported before with other data.`);

    // more than ordered less shipped: refused, with the reason, in the request's language
    const tooMany = await post(`/api/integration/orders/${orderId}/shipments`, {
      ...note,
      DeliveryNote: `WZ/${orderId}/2`,
      Lines: [{ LineId: a, Quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(tooMany).errors).toEqual({
      'Lines[0].Quantity': [`Line ${a} (99110000001): 2 is more than ordered less shipped (1).`],
    });
    const tooManyPl = await post(
      `/api/integration/orders/${orderId}/shipments`,
      { ...note, DeliveryNote: `WZ/${orderId}/2`, Lines: [{ LineId: a, Quantity: 2 }] },
      erp,
      'pl',
    );
    expect(json<{ errors: Record<string, string[]> }>(tooManyPl).errors['Lines[0].Quantity']).toEqual([
      `Pozycja ${a} (99110000001): 2 to więcej niż zamówiono minus wysłano (1).`,
    ]);
    // an http link, or none at all for the tracking: the link must be https
    const http = await post(`/api/integration/orders/${orderId}/shipments`, {
      ...note,
      DeliveryNote: `WZ/${orderId}/2`,
      TrackingUrl: 'http://tracking.example.com/1',
    });
    expect(http.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(http).errors).toEqual({ TrackingUrl: ['TrackingUrl must be an https:// link.'] });

    // the rest in a second delivery, without tracking
    const second = json<{ Result: string; Lines: Line[]; OrderStatus: string }>(
      await post(`/api/integration/orders/${orderId}/shipments`, {
        DeliveryNote: `WZ/${orderId}/2`,
        DeliveryDate: '2026-12-02',
        Carrier: 'Own transport',
        Lines: [
          { LineId: a, Quantity: 1 },
          { LineId: b, Quantity: 1 },
        ],
      }),
    );
    expect(second.Result).toBe('applied');
    expect(byId(second.Lines, a)).toMatchObject({ State: 'shipped', Shipped: 3 });
    expect(byId(second.Lines, b)).toMatchObject({ State: 'shipped', Shipped: 1 });

    // delivered: the first note, then the second (twice): the order is complete
    const delivered = json<{ Result: string; OrderStatus: string; Shipment: { DeliveredOn: string } }>(
      await post('/api/integration/shipments/delivered', { DeliveryNote: `WZ/${orderId}/1`, DeliveredOn: '2026-11-30' }),
    );
    expect(delivered).toMatchObject({ Result: 'applied', OrderStatus: 'Processing', Shipment: { DeliveredOn: '2026-11-30' } });
    expect(
      json(await post('/api/integration/shipments/delivered', { DeliveryNote: `WZ/${orderId}/2`, DeliveredOn: '2026-12-03' })),
    ).toMatchObject({
      Result: 'applied',
      OrderStatus: 'Complete',
    });
    expect(
      json(await post('/api/integration/shipments/delivered', { DeliveryNote: `WZ/${orderId}/2`, DeliveredOn: '2026-12-03' })),
    ).toMatchObject({
      Result: 'already applied',
      OrderStatus: 'Complete',
    });
    expect(await dealerOrder(orderId)).toMatchObject({ OrderStatus: 'Complete', ShippingStatus: 'Delivered' });
    const unknown = await post('/api/integration/shipments/delivered', { DeliveryNote: 'WZ/none', DeliveredOn: '2026-12-03' });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ title: string }>(unknown).title).toBe('Delivery note WZ/none not found.');

    // a cancellation after everything shipped changes nothing
    const cancel = json<{ Results: { Result: string }[]; Lines: Line[] }>(
      await post(`/api/integration/orders/${orderId}/lines`, {
        Lines: [{ LineId: b, State: 'cancelled', Reason: 'late', OccurredAt: '2026-12-04T09:00:00Z' }],
      }),
    );
    expect(cancel.Results).toEqual([{ LineId: b, Result: 'superseded' }]);
    expect(byId(cancel.Lines, b)?.State).toBe('delivered');
  });

  it('ships nothing of a cancelled line, and ships the rest of a backordered line after a partial delivery', async () => {
    const { orderId, lines } = await placeOrderOf({ '99110000001': 2, '99340000001': 1 });
    const [a, b] = [lines['99110000001'], lines['99340000001']];
    await post(`/api/integration/orders/${orderId}/lines`, {
      Lines: [
        { LineId: a, State: 'backordered', ExpectedDate: '2026-12-10', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: b, State: 'cancelled', Reason: 'Discontinued', OccurredAt: '2026-11-28T09:00:00Z' },
      ],
    });
    const refused = await post(`/api/integration/orders/${orderId}/shipments`, {
      DeliveryNote: `WZ/${orderId}/C`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      Lines: [{ LineId: b, Quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      'Lines[0].Quantity': [`Line ${b} (99340000001) was cancelled: 0 left to ship.`],
    });
    const partial = json<{ Lines: Line[]; OrderStatus: string }>(
      await post(`/api/integration/orders/${orderId}/shipments`, {
        DeliveryNote: `WZ/${orderId}/A`,
        DeliveryDate: '2026-11-29',
        Carrier: 'DPD',
        Lines: [{ LineId: a, Quantity: 1 }],
      }),
    );
    expect(byId(partial.Lines, a)).toMatchObject({ State: 'partly shipped', ExpectedDate: '2026-12-10', Shipped: 1 });
    await post(`/api/integration/orders/${orderId}/shipments`, {
      DeliveryNote: `WZ/${orderId}/B`,
      DeliveryDate: '2026-12-10',
      Carrier: 'DPD',
      Lines: [{ LineId: a, Quantity: 1 }],
    });
    for (const note of ['A', 'B'])
      await post('/api/integration/shipments/delivered', { DeliveryNote: `WZ/${orderId}/${note}`, DeliveredOn: '2026-12-11' });
    expect(await dealerOrder(orderId)).toMatchObject({ OrderStatus: 'Complete', ShippingStatus: 'Delivered' });
  });

  it('cancels the whole order when every line is cancelled', async () => {
    const { orderId, lines } = await placeOrderOf({ '99110000001': 1 });
    const answer = json<{ OrderStatus: string }>(
      await post(`/api/integration/orders/${orderId}/lines`, {
        Lines: [{ LineId: lines['99110000001'], State: 'cancelled', Reason: 'Out of production', OccurredAt: '2026-11-28T09:00:00Z' }],
      }),
    );
    expect(answer.OrderStatus).toBe('Cancelled');
    expect((await dealerOrder(orderId)).OrderStatus).toBe('Cancelled');
  });
});
