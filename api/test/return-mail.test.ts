import { DEALER, json, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';
import { erpKey, erpPost, placeOrder } from './orders';

/**
 * The dealer's mail when the ERP decides a return (extension returns, issue 40): approved, rejected with its
 * reason, credited with its credit note; in the language the order was placed in, through the outbox, switchable
 * in the profile with the other order-life mail (GET/POST /api/Customer/OrderMail `Returns`). On SQLite and on
 * PostgreSQL.
 */
const A = '99110000001';
const B = '99110000003';
const C = '99340000001';
const today = () => new Date().toISOString().slice(0, 10);

describe('the mail of a return decided', () => {
  let mailbox: Mailbox;
  let shop: TestShop;
  let erp: string;
  let dealer: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
    erp = await erpKey(shop, ['orders:write', 'shipments:write', 'invoices:write', 'returns:write']);
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  const fromErp = (path: string, body: unknown) => erpPost(shop, erp, path, body);
  const subjects = () => mailbox.received.filter((mail) => mail.to.includes(DEALER.email)).map((mail) => mail.subject);

  /** An order placed in `language`, its lines A and B delivered today, C not shipped. */
  async function deliveredOrder(language: 'pl' | 'en') {
    const { Id: id, OrderNumber: number, lines } = await placeOrder(shop, dealer, [A, B, C], { language });
    const note = `WZ/RM/${id}`;
    await fromErp(`/api/integration/orders/${id}/shipments`, {
      DeliveryNote: note,
      DeliveryDate: today(),
      Carrier: 'DPD',
      Lines: [A, B].map((sku) => ({ LineId: lines[sku], Quantity: 1 })),
    });
    await fromErp('/api/integration/shipments/delivered', { DeliveryNote: note, DeliveredOn: today() });
    return { id, number, lines };
  }

  const ask = async (orderId: number, lineId: number | undefined) => {
    const response = await shop.call('POST', '/api/Return', {
      token: dealer,
      body: { OrderId: orderId, LineId: lineId, Quantity: 1, Reason: 'surplus' },
    });
    expect(response.statusCode).toBe(200);
    return json<{ Id: number; Number: string }>(response);
  };

  it('tells the dealer in Polish of a return rejected with its reason, approved, and credited with its credit note', async () => {
    const order = await deliveredOrder('pl');
    const rejected = await ask(order.id, order.lines[A]);
    const credited = await ask(order.id, order.lines[B]);

    await fromErp(`/api/integration/returns/${rejected.Id}/decision`, { Decision: 'rejected', Reason: 'Część była montowana.' });
    const no = await mailbox.waitFor((mail) => mail.subject === `Zwrot ${rejected.Number} (zamówienie ${order.number}) został odrzucony`);
    expect(no.to).toEqual([DEALER.email]);
    expect(no.text).toContain('Powód: Część była montowana.');
    expect(no.text).toContain(A);
    expect(no.text).toContain('Te wiadomości możesz wyłączyć w swoim profilu.');

    await fromErp(`/api/integration/returns/${credited.Id}/decision`, { Decision: 'approved' });
    const yes = await mailbox.waitFor((mail) => mail.subject === `Zwrot ${credited.Number} (zamówienie ${order.number}) został przyjęty`);
    expect(yes.text).toContain('odeślij części z wydrukowanym formularzem zwrotu');
    expect(yes.text).toContain(B);
    // the same decision again: already applied, no second mail
    await fromErp(`/api/integration/returns/${credited.Id}/decision`, { Decision: 'approved' });

    await fromErp(`/api/integration/returns/${credited.Id}/received`, { ReceivedOn: today() });
    const document = (kind: string, number: string) => ({
      Kind: kind,
      Number: number,
      ...(kind === 'credit-note' && { Corrects: `FV/RM/${order.id}` }),
      IssueDate: today(),
      SaleDate: today(),
      DueDate: today(),
      Currency: 'PLN',
      Lines: [{ LineId: order.lines[B], Sku: B, Name: 'Part', Quantity: 1, UnitNet: 10, VatRate: 23, Net: 10, Vat: 2.3, Gross: 12.3 }],
      NetTotal: 10,
      VatTotal: 2.3,
      GrossTotal: 12.3,
    });
    await fromErp(`/api/integration/orders/${order.id}/invoices`, document('invoice', `FV/RM/${order.id}`));
    await fromErp(`/api/integration/orders/${order.id}/invoices`, document('credit-note', `FK/RM/${order.id}`));
    await fromErp(`/api/integration/returns/${credited.Id}/credit`, { CreditNote: `FK/RM/${order.id}` });
    const paid = await mailbox.waitFor(
      (mail) => mail.subject === `Zwrot ${credited.Number} (zamówienie ${order.number}) został rozliczony`,
    );
    expect(paid.text).toContain(`Faktura korygująca: FK/RM/${order.id}`);
    expect(subjects().filter((subject) => subject.startsWith(`Zwrot ${credited.Number} `))).toHaveLength(2);
  });

  it('writes in English to an order placed in English, and sends none once the dealer switched returns off', async () => {
    expect(json(await shop.call('GET', '/api/Customer/OrderMail', { token: dealer }))).toMatchObject({ Returns: true });
    const order = await deliveredOrder('en');
    const first = await ask(order.id, order.lines[A]);
    const second = await ask(order.id, order.lines[B]);
    await fromErp(`/api/integration/returns/${first.Id}/decision`, { Decision: 'approved' });
    const approved = await mailbox.waitFor((mail) => mail.subject === `Return ${first.Number} (order ${order.number}) is approved`);
    expect(approved.text).toContain('please send the parts back with the printed return form');
    expect(approved.text).toContain('You can switch these messages off in your profile.');

    const saved = await shop.call('POST', '/api/Customer/OrderMail', {
      token: dealer,
      body: { BackorderShipped: true, LineCancelled: true, Invoice: true, Returns: false },
    });
    expect(json(saved)).toEqual({ BackorderShipped: true, LineCancelled: true, Invoice: true, Returns: false });
    // a save without Returns (an older screen) leaves it as it is
    const kept = await shop.call('POST', '/api/Customer/OrderMail', {
      token: dealer,
      body: { BackorderShipped: true, LineCancelled: true, Invoice: true },
    });
    expect(json(kept)).toMatchObject({ Returns: false });

    await fromErp(`/api/integration/returns/${second.Id}/decision`, { Decision: 'rejected', Reason: 'Not ours' });
    // a later message of a kind still on arrives after the return's would have: the return's never came
    await fromErp(`/api/integration/orders/${order.id}/lines`, {
      Lines: [{ LineId: order.lines[C], State: 'cancelled', Reason: 'After the return', OccurredAt: '2026-11-29T09:00:00Z' }],
    });
    await mailbox.waitFor((mail) => mail.text.includes('After the return'));
    expect(subjects()).not.toContain(`Return ${second.Number} (order ${order.number}) is rejected`);
    await shop.call('POST', '/api/Customer/OrderMail', {
      token: dealer,
      body: { BackorderShipped: true, LineCancelled: true, Invoice: true, Returns: true },
    });
  });

  it('has no Returns switch without the extension returns', async () => {
    const plain = await startShop({ extensions: ['order-tracking'] });
    try {
      const token = await plain.login(DEALER);
      expect(json(await plain.call('GET', '/api/Customer/OrderMail', { token }))).toEqual({
        BackorderShipped: true,
        LineCancelled: true,
        Invoice: true,
      });
    } finally {
      await plain.close();
    }
  });
});
