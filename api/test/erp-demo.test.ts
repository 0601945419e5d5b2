import type { OrderTracking } from '@parts/contract/order-tracking';
import { createIntegrationKey } from '../src/auth/integration-keys';
import { IntegrationClient, type Transport } from '../scripts/erp-demo/client';
import { DEMO_ERP_SETTINGS, DemoErp } from '../scripts/erp-demo/demo-erp';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { COURIER } from './orders';

/**
 * `pnpm erp:demo` (issue 40, item 6): the demo's ERP, through the integration API only, gives an
 * order its whole life: confirmed, a line of more than 3 backordered, shipped and invoiced in two
 * deliveries, delivered. What the dealer then reads is asserted. On SQLite and PostgreSQL.
 */
const SECOND = 1000;

describe('the demo ERP', () => {
  let shop: TestShop;
  let dealer: string;
  let key: string;
  beforeAll(async () => {
    shop = await startShop();
    const scopes = ['orders:read', 'orders:write', 'shipments:write', 'invoices:write', 'returns:write'];
    key = (await createIntegrationKey(await shop.database(), { name: 'Demo ERP', scopes }, Date.now())).key;
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => shop.close());

  /** The shop over its in-process transport; `refuse` makes one call fail as a lost connection would. */
  const transport =
    (refuse?: (path: string) => boolean): Transport =>
    async ({ method, path, headers, body }) => {
      if (refuse?.(path)) throw new Error(`connection lost: ${path}`);
      const answer = await shop.call(method as 'GET' | 'POST', path, { headers, body });
      return { status: answer.statusCode, body: answer.body === '' ? null : answer.json() };
    };

  async function placeOrder(parts: Record<string, number>, vor = false): Promise<number> {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer, body: {} });
    for (const [sku, quantity] of Object.entries(parts)) {
      const found = json<{ SimpleProduct: { Id: number } }>(
        await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: sku } }),
      );
      await shop.call('POST', '/api/Level4/AddItem', { token: dealer, body: { ProductId: found.SimpleProduct.Id, Quantity: quantity } });
    }
    const customer = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealer }));
    const addressId = customer.Addresses[0]?.Id;
    const placed = json<{ PlacedOrder: { Id: number } | null; Errors: string[] }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
        token: dealer,
        body: { ...COURIER, BillingAddressId: addressId, ShippingAddressId: addressId, ...(vor && { Vor: true }) },
      }),
    );
    expect(placed.Errors).toEqual([]);
    if (!placed.PlacedOrder) throw new Error('no order placed');
    return placed.PlacedOrder.Id;
  }

  const tracking = async (orderId: number) =>
    json<OrderTracking>(await shop.call('GET', `/api/Order/${orderId}/Tracking`, { token: dealer }));
  const states = (order: OrderTracking) => order.Lines.map((line) => [line.Sku, line.State, line.Shipped, line.Delivered]);

  it('confirms within a tick, backorders the line it has too few of, ships and invoices twice, and delivers', async () => {
    const orderId = await placeOrder({ '99110000001': 2, '99340000001': 5 });
    const log: string[] = [];
    const erp = new DemoErp(new IntegrationClient(transport(), key), DEMO_ERP_SETTINGS, (line) => log.push(line), true);
    // today: the return asked below is within its window from today's delivery
    const t0 = Date.now();
    const inAWeek = new Date(t0 + 7 * 86_400_000).toISOString().slice(0, 10);

    await erp.tick(t0);
    let order = await tracking(orderId);
    expect(states(order)).toEqual([
      ['99110000001', 'confirmed', 0, 0],
      ['99340000001', 'backordered', 0, 0],
    ]);
    expect(order.Lines[1]?.ExpectedDate).toBe(inAWeek);
    expect(order.OrderStatus).toBe('Processing');

    await erp.tick(t0 + 10 * SECOND);
    order = await tracking(orderId);
    expect(states(order)).toEqual([
      ['99110000001', 'shipped', 2, 0],
      ['99340000001', 'backordered', 0, 0],
    ]);
    expect(order.Deliveries.map((delivery) => [delivery.Carrier, delivery.TrackingUrl?.startsWith('https://')])).toEqual([['DPD', true]]);
    expect(order.Invoices).toHaveLength(1);

    await erp.tick(t0 + 40 * SECOND);
    await erp.tick(t0 + 60 * SECOND);
    await erp.tick(t0 + 90 * SECOND);
    order = await tracking(orderId);
    expect(states(order)).toEqual([
      ['99110000001', 'delivered', 2, 2],
      ['99340000001', 'delivered', 5, 5],
    ]);
    expect(order.OrderStatus).toBe('Complete');
    expect(order.Deliveries).toHaveLength(2);
    // the two invoices bill what the order costs (net prices worked back from gross ones: a few cents apart at most)
    const placed = json<{ OrderTotal: number; Items: { Sku: string; UnitPrice: number }[] }>(
      await shop.call('GET', `/api/Order/get?id=${orderId}`, { token: dealer }),
    );
    const invoiced = order.Invoices.reduce((sum, invoice) => sum + invoice.GrossTotal, 0);
    expect(Math.abs(invoiced - placed.OrderTotal)).toBeLessThanOrEqual(0.03);
    expect(log.some((line) => line.includes(`99340000001 backordered until ${inAWeek}`))).toBe(true);

    // the dealer returns one oil filter element: approved, received and credited against its invoice
    const asked = await shop.call('POST', '/api/Return', {
      token: dealer,
      body: { OrderId: orderId, LineId: order.Lines[0]?.LineId, Quantity: 1, Reason: 'surplus' },
    });
    expect(asked.statusCode).toBe(200);
    const returnId = json<{ Id: number }>(asked).Id;
    const state = async () =>
      json<{ State: string; CreditNoteNumber: string | null }>(await shop.call('GET', `/api/Return/${returnId}`, { token: dealer }));
    await erp.tick(t0 + 100 * SECOND);
    expect((await state()).State).toBe('approved');
    await erp.tick(t0 + 120 * SECOND);
    const credited = await state();
    expect(credited.State).toBe('credited');
    const creditNote = (await tracking(orderId)).Invoices.find((invoice) => invoice.Number === credited.CreditNoteNumber);
    const unitPrice = placed.Items.find((item) => item.Sku === '99110000001')?.UnitPrice ?? 0;
    expect(unitPrice).toBeGreaterThan(0);
    expect(creditNote?.Kind).toBe('credit-note');
    expect(Math.abs((creditNote?.GrossTotal ?? 0) - unitPrice)).toBeLessThanOrEqual(0.01);
  });

  it('confirms every line of a VOR order, however many, and ships them at once', async () => {
    const orderId = await placeOrder({ '99340000001': 5 }, true);
    const erp = new DemoErp(new IntegrationClient(transport(), key));
    const t0 = Date.now();
    await erp.tick(t0);
    expect(states(await tracking(orderId))).toEqual([['99340000001', 'confirmed', 0, 0]]);
    await erp.tick(t0 + 10 * SECOND);
    expect(states(await tracking(orderId))).toEqual([['99340000001', 'shipped', 5, 0]]);
  });

  it('takes an order again after losing the acknowledgement, and reports nothing twice', async () => {
    const orderId = await placeOrder({ '99110000001': 1 });
    const t0 = Date.parse('2026-11-28T10:00:00Z');
    // the first ERP confirms the order, then loses its connection before acknowledging it
    const lost = new DemoErp(
      new IntegrationClient(
        transport((path) => path.endsWith('/ack')),
        key,
      ),
    );
    await expect(lost.tick(t0)).rejects.toThrow('connection lost');
    // a fresh ERP (after a restart) is handed the order again: the same confirmation replays
    const restarted = new DemoErp(new IntegrationClient(transport(), key));
    await restarted.tick(t0 + SECOND);
    await restarted.tick(t0 + 12 * SECOND);
    await restarted.tick(t0 + 12 * SECOND);
    const order = await tracking(orderId);
    expect(states(order)).toEqual([['99110000001', 'shipped', 1, 0]]);
    expect(order.Deliveries).toHaveLength(1);
    expect(order.Invoices).toHaveLength(1);
    // acknowledged now: a third ERP is not handed it
    const page = json<{ Orders: { Id: number }[] }>(await shop.call('GET', '/api/integration/orders', { headers: { 'x-api-key': key } }));
    expect(page.Orders.map((listed) => listed.Id)).not.toContain(orderId);
  });
});
