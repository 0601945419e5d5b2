import { DEALER, json, startShop, type TestShop } from './helpers';
import { eventually } from './eventually';
import { startMailbox, type Mailbox } from './mailbox';
import { erpKey, erpPost, placeOrder } from './orders';

/**
 * The mail of an order's life (extension order-tracking, issue 40): a backorder shipped, a line
 * cancelled, an invoice arrived (its PDF attached), in the language the order was placed in, each
 * kind switchable in the profile; none without the extension. On SQLite and on PostgreSQL.
 */
const invoice = (number: string, lineId: number | undefined) => ({
  Kind: 'invoice',
  Number: number,
  IssueDate: '2026-11-29',
  SaleDate: '2026-11-29',
  DueDate: '2026-12-13',
  Currency: 'PLN',
  Lines: [
    {
      LineId: lineId,
      Sku: '99110000001',
      Name: 'Oil filter element',
      Quantity: 1,
      UnitNet: 10,
      VatRate: 23,
      Net: 10,
      Vat: 2.3,
      Gross: 12.3,
    },
  ],
  NetTotal: 10,
  VatTotal: 2.3,
  GrossTotal: 12.3,
});

describe("the mail of an order's life", () => {
  let mailbox: Mailbox;
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
    erp = await erpKey(shop, ['orders:write', 'shipments:write', 'invoices:write']);
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  const fromErp = (path: string, body: unknown) => erpPost(shop, erp, path, body);
  const subjects = () => mailbox.received.filter((mail) => mail.to.includes(DEALER.email)).map((mail) => mail.subject);

  it('tells the dealer in Polish of a cancelled line, a shipped backorder and an invoice with its PDF', async () => {
    const order = await placeOrder(shop, dealer, ['99110000001', '99110000003', '99340000001'], { language: 'pl' });
    const [a, b, c] = [order.lines['99110000001'], order.lines['99110000003'], order.lines['99340000001']];
    await fromErp(`/api/integration/orders/${order.Id}/lines`, {
      Lines: [
        { LineId: a, State: 'backordered', ExpectedDate: '2026-12-07', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: b, State: 'cancelled', Reason: 'Wycofane przez producenta', OccurredAt: '2026-11-28T09:00:00Z' },
        { LineId: c, State: 'confirmed', OccurredAt: '2026-11-28T09:00:00Z' },
      ],
    });
    const cancelled = await mailbox.waitFor((mail) => mail.subject === `Pozycja zamówienia ${order.OrderNumber} została anulowana`);
    expect(cancelled.to).toEqual([DEALER.email]);
    expect(cancelled.text).toContain('99110000003');
    expect(cancelled.text).toContain('Wycofane przez producenta');
    expect(cancelled.text).toContain('Te wiadomości możesz wyłączyć w swoim profilu.');

    // the confirmed line ships first: no backorder mail; then the backordered one: its mail
    await fromErp(`/api/integration/orders/${order.Id}/shipments`, {
      DeliveryNote: `WZ/${order.Id}/1`,
      DeliveryDate: '2026-11-29',
      Carrier: 'DPD',
      Lines: [{ LineId: c, Quantity: 1 }],
    });
    await fromErp(`/api/integration/orders/${order.Id}/shipments`, {
      DeliveryNote: `WZ/${order.Id}/2`,
      DeliveryDate: '2026-12-07',
      Carrier: 'DPD',
      TrackingUrl: 'https://tracktrace.dpd.com.pl/parcelDetails?p1=42',
      Lines: [{ LineId: a, Quantity: 1 }],
    });
    const shipped = await mailbox.waitFor((mail) => mail.subject === `Brakujące części z zamówienia ${order.OrderNumber} zostały wysłane`);
    expect(shipped.text).toContain(`WZ/${order.Id}/2`);
    expect(shipped.text).toContain('https://tracktrace.dpd.com.pl/parcelDetails?p1=42');
    expect(shipped.text).toContain('99110000001');
    expect(shipped.text).not.toContain('99340000001');

    await fromErp(`/api/integration/orders/${order.Id}/invoices`, invoice(`FV/M/${order.Id}`, a));
    const invoiced = await mailbox.waitFor((mail) => mail.subject === `Faktura FV/M/${order.Id} do zamówienia ${order.OrderNumber}`);
    expect(invoiced.text).toContain('Termin płatności: 13.12.2026');
    expect(invoiced.attachments).toHaveLength(1);
    expect(invoiced.attachments[0]).toMatchObject({ filename: `FV-M-${order.Id}.pdf`, contentType: 'application/pdf' });
    expect(invoiced.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(subjects().filter((subject) => subject.startsWith('Brakujące części'))).toHaveLength(1);
  });

  it('writes in English to an order placed in English, and sends no kind the dealer switched off', async () => {
    expect(json(await shop.call('GET', '/api/Customer/OrderMail', { token: dealer }))).toEqual({
      BackorderShipped: true,
      LineCancelled: true,
      Invoice: true,
      Returns: true,
    });
    const order = await placeOrder(shop, dealer, ['99110000001', '99110000003'], { language: 'en' });
    const [a, b] = [order.lines['99110000001'], order.lines['99110000003']];
    await fromErp(`/api/integration/orders/${order.Id}/lines`, {
      Lines: [{ LineId: b, State: 'cancelled', Reason: 'Discontinued', OccurredAt: '2026-11-28T09:00:00Z' }],
    });
    const cancelled = await mailbox.waitFor((mail) => mail.subject === `A line of order ${order.OrderNumber} was cancelled`);
    expect(cancelled.text).toContain('Discontinued');

    const saved = await shop.call('POST', '/api/Customer/OrderMail', {
      token: dealer,
      body: { BackorderShipped: true, LineCancelled: true, Invoice: false },
    });
    expect(json(saved)).toEqual({ BackorderShipped: true, LineCancelled: true, Invoice: false, Returns: true });
    await fromErp(`/api/integration/orders/${order.Id}/invoices`, invoice(`FV/E/${order.Id}`, a));
    // a later message of a kind still on arrives after the invoice would have: the invoice's never came
    await fromErp(`/api/integration/orders/${order.Id}/lines`, {
      Lines: [{ LineId: a, State: 'cancelled', Reason: 'Out of stock for good', OccurredAt: '2026-11-29T09:00:00Z' }],
    });
    await mailbox.waitFor((mail) => mail.text.includes('Out of stock for good'));
    expect(subjects()).not.toContain(`Invoice FV/E/${order.Id} for order ${order.OrderNumber}`);
    await shop.call('POST', '/api/Customer/OrderMail', {
      token: dealer,
      body: { BackorderShipped: true, LineCancelled: true, Invoice: true },
    });
  });

  it('sends nothing without the extension order-tracking', async () => {
    const plain = await startShop({ extensions: [], mail: { smtpUrl: mailbox.url } });
    try {
      const key = await erpKey(plain, ['orders:write']);
      const token = await plain.login(DEALER);
      const order = await placeOrder(plain, token, ['99110000001'], { language: 'pl' });
      const cancellations = () => subjects().filter((subject) => subject.startsWith('Pozycja zamówienia')).length;
      const before = cancellations();
      const cancel = await plain.call('POST', `/api/integration/orders/${order.Id}/lines`, {
        headers: { 'x-api-key': key },
        body: { Lines: [{ LineId: order.lines['99110000001'], State: 'cancelled', Reason: 'Gone', OccurredAt: '2026-11-28T09:00:00Z' }] },
      });
      expect(cancel.statusCode).toBe(200);
      // whatever was queued is sent now: no cancellation among it
      const db = await plain.database();
      await eventually('the outbox to empty', async () => {
        await plain.app.mailWorker.runOnce();
        return (await db.selectFrom('mail_outbox').select('kind').execute()).length === 0;
      });
      expect(cancellations()).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
