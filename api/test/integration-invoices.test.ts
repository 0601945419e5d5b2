import { createIntegrationKey } from '../src/auth/integration-keys';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { COURIER } from './orders';

/**
 * Invoices and credit notes reported by the ERP (issue 40): amounts checked to the cent, the same
 * number again already applied, another document under it refused, a credit note correcting an
 * invoice of the same order. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

describe('the ERP reports invoices and credit notes', () => {
  let shop: TestShop;
  let erp: string;
  let shipper: string;
  let dealer: string;
  let orderId: number;
  let lineId: number;
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    erp = (await createIntegrationKey(db, { name: 'ERP', scopes: ['invoices:write'] }, Date.now())).key;
    shipper = (await createIntegrationKey(db, { name: 'shipper', scopes: ['shipments:write'] }, Date.now())).key;
    dealer = await shop.login(DEALER);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer, body: {} });
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: '99110000001' } }),
    );
    await shop.call('POST', '/api/Level4/AddItem', {
      token: dealer,
      body: { marke: 'NS', produktart: 'PKW', ProductId: found.SimpleProduct.Id, Quantity: 2 },
    });
    const customer = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealer }));
    const addressId = customer.Addresses[0]?.Id;
    const placed = json<{ PlacedOrder: { Id: number } }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
        token: dealer,
        body: { ...COURIER, BillingAddressId: addressId, ShippingAddressId: addressId },
      }),
    );
    orderId = placed.PlacedOrder.Id;
    const line = await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    lineId = line.id;
  });
  afterAll(async () => shop.close());

  const post = (body: unknown, key = erp, language = 'en', order = orderId) =>
    shop.call('POST', `/api/integration/orders/${order}/invoices`, { headers: { 'x-api-key': key, 'accept-language': language }, body });
  const invoice = () => ({
    Kind: 'invoice',
    Number: `FV/2026/11/${orderId}`,
    IssueDate: '2026-11-29',
    SaleDate: '2026-11-29',
    DueDate: '2026-12-13',
    Currency: 'PLN',
    Lines: [
      {
        LineId: lineId,
        Sku: '99110000001',
        Name: 'Oil filter element',
        Quantity: 2,
        UnitNet: 31.3,
        VatRate: 23,
        Net: 62.6,
        Vat: 14.4,
        Gross: 77,
      },
      { Name: 'Shipping', Quantity: 1, UnitNet: 12.2, VatRate: 23, Net: 12.2, Vat: 2.81, Gross: 15.01 },
    ],
    NetTotal: 74.8,
    VatTotal: 17.21,
    GrossTotal: 92.01,
  });

  it('keeps an invoice whose amounts add up to the cent, once per number', async () => {
    const first = await post(invoice());
    expect(first.statusCode).toBe(200);
    const answer = json<{ Result: string; Invoice: Record<string, unknown> }>(first);
    expect(answer.Result).toBe('applied');
    expect(answer.Invoice).toMatchObject({
      OrderId: orderId,
      Kind: 'invoice',
      Number: `FV/2026/11/${orderId}`,
      Corrects: null,
      DueDate: '2026-12-13',
      GrossTotal: 92.01,
    });
    expect(answer.Invoice.Lines).toEqual([
      {
        LineId: lineId,
        Sku: '99110000001',
        Name: 'Oil filter element',
        Quantity: 2,
        UnitNet: 31.3,
        VatRate: 23,
        Net: 62.6,
        Vat: 14.4,
        Gross: 77,
      },
      { LineId: null, Sku: null, Name: 'Shipping', Quantity: 1, UnitNet: 12.2, VatRate: 23, Net: 12.2, Vat: 2.81, Gross: 15.01 },
    ]);

    const again = json<{ Result: string }>(await post(invoice()));
    expect(again.Result).toBe('already applied');
    const other = await post({ ...invoice(), DueDate: '2026-12-27' });
    expect(other.statusCode).toBe(422);
    expect(json<{ title: string }>(other).title).toBe(`Invoice FV/2026/11/${orderId} was reported before with other data.`);
    const db = await shop.database();
    expect(await db.selectFrom('invoices').select('number').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('refuses amounts that do not add up to the cent, naming the field and the right amount', async () => {
    const wrong = invoice();
    const [first, second] = wrong.Lines;
    if (!first || !second) throw new Error('two lines');
    wrong.Number = `FV/2026/11/${orderId}-X`;
    first.Net = 62.61;
    second.Vat = 2.8;
    second.Gross = 15.005;
    wrong.GrossTotal = 92.02;
    const response = await post(wrong);
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      'Lines[0].Net': ['Net must be Quantity × UnitNet to the cent: 62.60.'],
      'Lines[0].Gross': ['Gross must be Net + Vat to the cent: 77.01.'],
      'Lines[1].Gross': ['Gross must be a whole number of cents.'],
    });
    // the lines right, the totals wrong; in Polish
    const totals = { ...invoice(), Number: `FV/2026/11/${orderId}-Y`, NetTotal: 74.9, VatTotal: 17.3, GrossTotal: 92.01 };
    const polish = await post(totals, erp, 'pl');
    expect(polish.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(polish).errors).toEqual({
      NetTotal: ['NetTotal: musi wynosić suma netto pozycji co do grosza: 74.80.'],
      VatTotal: ['VatTotal: musi wynosić suma VAT pozycji co do grosza: 17.21.'],
      GrossTotal: ['GrossTotal: musi wynosić NetTotal + VatTotal co do grosza: 92.20.'],
    });
    const dates = await post({ ...invoice(), Number: `FV/2026/11/${orderId}-Z`, DueDate: '2026-11-28' });
    expect(json<{ errors: Record<string, string[]> }>(dates).errors).toEqual({ DueDate: ['DueDate must not be before IssueDate.'] });
    const db = await shop.database();
    expect(await db.selectFrom('invoices').select('number').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('takes the VAT total computed per rate, as a Polish invoice may', async () => {
    const lines = [
      { Name: 'Washer', Quantity: 1, UnitNet: 1.06, VatRate: 8, Net: 1.06, Vat: 0.08, Gross: 1.14 },
      { Name: 'Washer', Quantity: 1, UnitNet: 1.06, VatRate: 8, Net: 1.06, Vat: 0.08, Gross: 1.14 },
    ];
    // by line 0.16, by rate round(2.12 × 8%) = 0.17
    const byRate = await post({
      ...invoice(),
      Number: `FV/2026/11/${orderId}-R`,
      Lines: lines,
      NetTotal: 2.12,
      VatTotal: 0.17,
      GrossTotal: 2.29,
    });
    expect(byRate.statusCode).toBe(200);
    const byLine = await post({
      ...invoice(),
      Number: `FV/2026/11/${orderId}-L`,
      Lines: lines,
      NetTotal: 2.12,
      VatTotal: 0.16,
      GrossTotal: 2.28,
    });
    expect(byLine.statusCode).toBe(200);
  });

  it('keeps a credit note that corrects an invoice of the same order, and refuses one without', async () => {
    const credit = {
      ...invoice(),
      Kind: 'credit-note',
      Number: `FK/2026/12/${orderId}`,
      Corrects: `FV/2026/11/${orderId}`,
      IssueDate: '2026-12-05',
      SaleDate: '2026-12-05',
      DueDate: '2026-12-19',
      Lines: [
        {
          LineId: lineId,
          Sku: '99110000001',
          Name: 'Oil filter element',
          Quantity: 1,
          UnitNet: 31.3,
          VatRate: 23,
          Net: 31.3,
          Vat: 7.2,
          Gross: 38.5,
        },
      ],
      NetTotal: 31.3,
      VatTotal: 7.2,
      GrossTotal: 38.5,
    };
    const saved = await post(credit);
    expect(saved.statusCode).toBe(200);
    expect(json<{ Invoice: { Kind: string; Corrects: string } }>(saved).Invoice).toMatchObject({
      Kind: 'credit-note',
      Corrects: `FV/2026/11/${orderId}`,
    });
    const { Corrects: _corrects, ...withoutCorrects } = credit;
    const missing = await post({ ...withoutCorrects, Number: `FK/2026/12/${orderId}-2` });
    expect(json<{ errors: Record<string, string[]> }>(missing).errors).toEqual({
      Corrects: ['A credit note needs the number of the invoice it Corrects.'],
    });
    const unknown = await post({ ...credit, Number: `FK/2026/12/${orderId}-3`, Corrects: 'FV/none' });
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors).toEqual({
      Corrects: [`Corrects must be the number of an invoice of order ${orderId}.`],
    });
  });

  it('needs the invoices:write scope and an order that exists', async () => {
    expect((await post(invoice(), shipper)).statusCode).toBe(403);
    expect((await post({ ...invoice(), Number: 'FV/none' }, erp, 'en', 999_999)).statusCode).toBe(404);
    expect((await shop.call('POST', `/api/integration/orders/${orderId}/invoices`, { token: dealer, body: invoice() })).statusCode).toBe(
      401,
    );
  });
});
