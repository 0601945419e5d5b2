import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { erpKey, erpPost, placeOrder } from './orders';
import { pdfText } from './pdf-reader';

/**
 * The dealer's side of an order's life (extension order-tracking, issue 40): each line's state and
 * the summary, the deliveries, the invoices and the invoice's PDF ('Faktura VAT' with NIP in
 * Polish), never another dealer's. On SQLite and on PostgreSQL (TEST_DATABASE_URL). With the
 * extension off its calls answer 404 (calls.test.ts, from the table of calls).
 */
const SKUS = ['99110000001', '99110000003', '99340000001', '99110000011'] as const;

interface Tracking {
  OrderId: number;
  OrderStatus: string;
  Summary: Record<string, number | string | null>;
  Lines: { LineId: number; Sku: string; ProductName: string; State: string; ExpectedDate: string | null; Reason: string | null }[];
  Deliveries: { DeliveryNote: string; TrackingUrl: string | null; Lines: { Sku: string; ProductName: string; Quantity: number }[] }[];
  Invoices: { Id: number; Number: string; Kind: string; GrossTotal: number }[];
}

describe("the dealer's order tracking, deliveries and invoices", () => {
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  let other: string;
  let orderId: number;
  let lines: Record<string, number>;
  beforeAll(async () => {
    shop = await startShop();
    erp = await erpKey(shop, ['orders:write', 'shipments:write', 'invoices:write']);
    dealer = await shop.login(DEALER);
    other = await shop.login(DEALER2);
    ({ Id: orderId, lines } = await placeOrder(shop, dealer, SKUS));
    expect(Object.keys(lines).sort()).toEqual([...SKUS].sort());
  });
  afterAll(async () => shop.close());

  const fromErp = (path: string, body: unknown) => erpPost(shop, erp, path, body);
  const tracking = async (token = dealer) => shop.call('GET', `/api/Order/${orderId}/Tracking`, { token });

  it("answers each line's state and the summary as the ERP reports the order's life", async () => {
    const before = json<Tracking>(await tracking());
    expect(before.Summary).toEqual({
      Lines: 4,
      Confirmed: 0,
      Backordered: 0,
      Shipped: 0,
      PartlyShipped: 0,
      Delivered: 0,
      Cancelled: 0,
      BackorderedUntil: null,
    });
    expect(before.Lines.map((line) => line.State)).toEqual(['ordered', 'ordered', 'ordered', 'ordered']);
    expect(before.Deliveries).toEqual([]);
    expect(before.Invoices).toEqual([]);

    await fromErp(`/api/integration/orders/${orderId}/lines`, {
      Lines: [
        { LineId: lines['99110000001'], State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: lines['99110000003'], State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: lines['99340000001'], State: 'backordered', ExpectedDate: '2026-12-07', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: lines['99110000011'], State: 'cancelled', Reason: 'No longer supplied', OccurredAt: '2026-11-28T09:00:00Z' },
      ],
    });
    await fromErp(`/api/integration/orders/${orderId}/shipments`, {
      DeliveryNote: `WZ/${orderId}/1`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      TrackingNumber: '0000123456789Q',
      TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789Q',
      Lines: [
        { LineId: lines['99110000001'], Quantity: 1 },
        { LineId: lines['99110000003'], Quantity: 1 },
      ],
    });
    await fromErp('/api/integration/shipments/delivered', { DeliveryNote: `WZ/${orderId}/1`, DeliveredOn: '2026-11-30' });

    const after = json<Tracking>(await tracking());
    expect(after.OrderStatus).toBe('Processing');
    expect(after.Summary).toEqual({
      Lines: 4,
      Confirmed: 0,
      Backordered: 1,
      Shipped: 2,
      PartlyShipped: 0,
      Delivered: 2,
      Cancelled: 1,
      BackorderedUntil: '2026-12-07',
    });
    const state = (sku: string) => after.Lines.find((line) => line.Sku === sku);
    expect(state('99110000001')).toMatchObject({ State: 'delivered' });
    expect(state('99340000001')).toMatchObject({ State: 'backordered', ExpectedDate: '2026-12-07' });
    expect(state('99110000011')).toMatchObject({ State: 'cancelled', Reason: 'No longer supplied' });
    expect(after.Deliveries).toEqual([
      expect.objectContaining({
        DeliveryNote: `WZ/${orderId}/1`,
        TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=0000123456789Q',
        DeliveredOn: '2026-11-30',
        Lines: [expect.objectContaining({ Sku: '99110000001', Quantity: 1 }), expect.objectContaining({ Sku: '99110000003', Quantity: 1 })],
      }),
    ]);

    const deliveries = json<{ Deliveries: { DeliveryNote: string; OrderNumber: string }[] }>(
      await shop.call('GET', '/api/Deliveries', { token: dealer }),
    );
    expect(deliveries.Deliveries.map((delivery) => delivery.DeliveryNote)).toContain(`WZ/${orderId}/1`);

    // the parts named in the dealer's language, as the order page names them
    const polish = json<Tracking>(
      await shop.call('GET', `/api/Order/${orderId}/Tracking`, { token: dealer, headers: { 'accept-language': 'pl' } }),
    );
    expect(polish.Lines.find((line) => line.Sku === '99110000001')?.ProductName).toBe('Wkład filtra oleju');
    expect(polish.Deliveries[0]?.Lines[0]).toMatchObject({ Sku: '99110000001', ProductName: 'Wkład filtra oleju' });
    expect(after.Lines.find((line) => line.Sku === '99110000001')?.ProductName).toBe('Oil filter element');
    const polishDeliveries = json<{ Deliveries: { DeliveryNote: string; Lines: { ProductName: string }[] }[] }>(
      await shop.call('GET', '/api/Deliveries', { token: dealer, headers: { 'accept-language': 'pl' } }),
    );
    expect(polishDeliveries.Deliveries.find((delivery) => delivery.DeliveryNote === `WZ/${orderId}/1`)?.Lines[0]?.ProductName).toBe(
      'Wkład filtra oleju',
    );
  });

  it("gives each order of the history its lines counted by state (the history's state column and backorder filter)", async () => {
    const history = async (token: string) =>
      json<{ Orders: { Id: number; OrderStatus: string; Tracking?: Record<string, number | string | null> }[] }>(
        await shop.call('GET', '/api/Order/List', { token }),
      ).Orders;
    const orders = await history(dealer);
    const tracked = orders.find((order) => order.Id === orderId);
    // as the order page's summary says it (the test above: confirmed, backordered, shipped, delivered, cancelled)
    expect(tracked?.Tracking).toEqual(json<Tracking>(await tracking()).Summary);
    expect(tracked?.Tracking).toMatchObject({ Lines: 4, Backordered: 1, Shipped: 2, Cancelled: 1, BackorderedUntil: '2026-12-07' });
    expect(tracked?.OrderStatus).toBe('Processing');
    // every other order too: nothing reported yet, its lines ordered
    const others = orders.filter((order) => order.Id !== orderId);
    expect(others.length).toBeGreaterThan(0);
    for (const order of others) expect(order.Tracking).toMatchObject({ Backordered: 0, Shipped: 0, BackorderedUntil: null });
    // another dealer's history says nothing of this order
    expect((await history(other)).some((order) => order.Id === orderId)).toBe(false);
  });

  it('answers the order list as SPEC writes it with the extension off (no Tracking)', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      const orders = json<{ Orders: Record<string, unknown>[] }>(await plain.call('GET', '/api/Order/List', { token })).Orders;
      expect(orders.length).toBeGreaterThan(0);
      for (const order of orders)
        expect(Object.keys(order).sort()).toEqual([
          'CreatedOn',
          'Id',
          'OrderNumber',
          'OrderStatus',
          'OrderTotal',
          'PaymentStatus',
          'ShippingStatus',
        ]);
    } finally {
      await plain.close();
    }
  });

  it('lists the invoices and serves one, and its PDF: Faktura VAT with the NIP in Polish, a VAT invoice in English', async () => {
    const net = 10;
    await fromErp(`/api/integration/orders/${orderId}/invoices`, {
      Kind: 'invoice',
      Number: `FV/2026/11/${orderId}`,
      IssueDate: '2026-11-29',
      SaleDate: '2026-11-29',
      DueDate: '2026-12-13',
      Currency: 'PLN',
      Lines: [
        {
          LineId: lines['99110000001'],
          Sku: '99110000001',
          Name: 'Oil filter element',
          Quantity: 2,
          UnitNet: 31.3,
          VatRate: 23,
          Net: 62.6,
          Vat: 14.4,
          Gross: 77,
        },
        { Name: 'Shipping', Quantity: 1, UnitNet: net, VatRate: 23, Net: 10, Vat: 2.3, Gross: 12.3 },
      ],
      NetTotal: 72.6,
      VatTotal: 16.7,
      GrossTotal: 89.3,
    });
    const list = json<{ Invoices: { Id: number; Number: string; OrderId: number; GrossTotal: number; DueDate: string }[] }>(
      await shop.call('GET', '/api/Invoice', { token: dealer }),
    );
    const listed = list.Invoices.find((invoice) => invoice.Number === `FV/2026/11/${orderId}`);
    expect(listed).toMatchObject({ OrderId: orderId, GrossTotal: 89.3, DueDate: '2026-12-13' });
    const id = listed?.Id ?? 0;
    expect(json<Tracking>(await tracking()).Invoices).toEqual([expect.objectContaining({ Id: id, Kind: 'invoice', GrossTotal: 89.3 })]);
    const one = json<{ Lines: unknown[]; VatTotal: number }>(await shop.call('GET', `/api/Invoice/${id}`, { token: dealer }));
    expect(one.Lines).toHaveLength(2);
    expect(one.VatTotal).toBe(16.7);

    const order = json<{ BillingAddress: { VatNumber: string } }>(
      await shop.call('GET', `/api/Order/get?id=${orderId}`, { token: dealer }),
    );
    const nip = order.BillingAddress.VatNumber;
    expect(nip).not.toBe('');
    const polish = await shop.call('GET', `/api/Invoice/${id}/Pdf`, { token: dealer, headers: { 'accept-language': 'pl' } });
    expect(polish.statusCode).toBe(200);
    expect(polish.headers['content-type']).toBe('application/pdf');
    expect(polish.headers['content-disposition']).toBe(`attachment; filename="FV-2026-11-${orderId}.pdf"`);
    const text = await pdfText(polish.rawPayload);
    expect(text).toContain(`Faktura VAT nr FV/2026/11/${orderId}`);
    expect(text).toContain(`NIP: ${nip}`);
    // the seller: the importer's name, address and NIP (store settings `seller`, the demo's values)
    expect(text).toContain('Sprzedawca');
    expect(text).toContain('Nordstern Polska Sp. z o.o.');
    expect(text).toContain('ul. Magazynowa 12');
    expect(text).toContain('02-495 Warszawa');
    expect(text).toContain('Polska');
    expect(text).toContain('NIP: PL5260001246');
    expect(text).toContain('Termin płatności: 13.12.2026');
    expect(text).toMatch(/Do zapłaty: 89,30\s*zł/);
    const english = await pdfText((await shop.call('GET', `/api/Invoice/${id}/Pdf`, { token: dealer })).rawPayload);
    expect(english).toContain(`VAT invoice no. FV/2026/11/${orderId}`);
    expect(english).toContain('Amount due: PLN 89.30');
    expect(english).toContain('Seller');
    expect(english).toContain('Nordstern Polska Sp. z o.o.');
    expect(english).toContain('02-495 Warszawa');
    expect(english).toContain('Poland');
    expect(english).toContain('VAT number: PL5260001246');
  });

  it("never shows a dealer another dealer's order, deliveries or invoices", async () => {
    expect((await tracking(other)).statusCode).toBe(404);
    const theirs = json<{ Invoices: { Id: number }[] }>(await shop.call('GET', '/api/Invoice', { token: dealer })).Invoices[0]?.Id ?? 0;
    expect(theirs).toBeGreaterThan(0);
    expect((await shop.call('GET', `/api/Invoice/${theirs}`, { token: other })).statusCode).toBe(404);
    expect((await shop.call('GET', `/api/Invoice/${theirs}/Pdf`, { token: other })).statusCode).toBe(404);
    expect(json<{ Invoices: unknown[] }>(await shop.call('GET', '/api/Invoice', { token: other })).Invoices).toEqual([]);
    expect(json<{ Deliveries: unknown[] }>(await shop.call('GET', '/api/Deliveries', { token: other })).Deliveries).toEqual([]);
    expect((await shop.call('GET', '/api/Invoice')).statusCode).toBe(401);
    // an integration key is no dealer's session
    expect((await shop.call('GET', '/api/Invoice', { headers: { 'x-api-key': erp } })).statusCode).toBe(401);
  });
});
