import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';
import { startMailbox, type Mailbox } from './mailbox';

/**
 * Extension order-reference: the dealer's own reference (a purchase-order number) sent with
 * ConfirmCheckout is checked, kept with the order and answered on the order history, the order
 * detail and in the confirmation mail; without the extension none of it is read or sent. On SQLite
 * and on PostgreSQL (TEST_DATABASE_URL).
 */

interface Confirmed {
  Success: boolean;
  PlacedOrder: { Id: number; OrderNumber: string } | null;
  Errors: string[];
}
interface Summary {
  Id: number;
  OrderNumber: string;
  CustomerReference?: string;
}

const COURIER = {
  BillingAddressId: 1,
  ShippingAddressId: 1,
  ShippingMethodName: 'Courier DPD',
  ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
  PickUpInStoreId: '',
  PaymentMethodSystemName: 'Payments.BankTransfer',
  TermsOfServiceOnOrderConfirmPage: true,
  OrderNote: '',
};

async function fillCart(shop: TestShop, token: string, sku = '99110000001'): Promise<void> {
  const found = json<{ SimpleProduct: { Id: number } }>(await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: sku } }));
  const added = await shop.call('POST', '/api/Level4/AddItem', {
    token,
    body: { marke: 'NS', produktart: 'PKW', ProductId: found.SimpleProduct.Id, Quantity: 1 },
  });
  expect(added.statusCode).toBe(200);
}

const confirm = async (shop: TestShop, token: string, body: object, language: 'en' | 'pl' = 'en') =>
  shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token, body, headers: { 'accept-language': language } });

describe('extension order-reference', () => {
  let shop: TestShop;
  let mailbox: Mailbox;
  let dealer: string;
  let dealer2: string;
  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startShop({ mail: { smtpUrl: mailbox.url, shopOrigin: 'https://parts.example.com' } });
    dealer = await shop.login(DEALER);
    dealer2 = await shop.login(DEALER2);
  });
  afterAll(async () => {
    await shop.close();
    await mailbox.stop();
  });

  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('order-reference');
  });

  it("keeps the reference (trimmed) with the order: history, detail and the confirmation mail in the dealer's language", async () => {
    await fillCart(shop, dealer);
    const confirmed = json<Confirmed>(await confirm(shop, dealer, { ...COURIER, CustomerReference: '  ZZ/2026/0917 – hala B  ' }, 'pl'));
    expect(confirmed.Errors).toEqual([]);
    const id = confirmed.PlacedOrder?.Id;
    const { Orders } = json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(Orders.find((order) => order.Id === id)?.CustomerReference).toBe('ZZ/2026/0917 – hala B');
    const detail = json<{ CustomerReference?: string }>(await shop.call('GET', `/api/Order/get?id=${id}`, { token: dealer }));
    expect(detail.CustomerReference).toBe('ZZ/2026/0917 – hala B');

    const mail = await mailbox.waitFor((received) => received.subject.includes(confirmed.PlacedOrder?.OrderNumber ?? '-'));
    expect(mail.text).toContain('Twój numer referencyjny: ZZ/2026/0917 – hala B');
    expect(mail.html).toContain('ZZ/2026/0917 – hala B');
  });

  it('answers an empty reference for orders without one, and says nothing of it in their mail', async () => {
    await fillCart(shop, dealer);
    const confirmed = json<Confirmed>(await confirm(shop, dealer, COURIER));
    expect(confirmed.Success).toBe(true);
    const detail = json<{ CustomerReference?: string }>(
      await shop.call('GET', `/api/Order/get?id=${confirmed.PlacedOrder?.Id}`, { token: dealer }),
    );
    expect(detail.CustomerReference).toBe('');
    const mail = await mailbox.waitFor((received) => received.subject.includes(confirmed.PlacedOrder?.OrderNumber ?? '-'));
    expect(mail.text).not.toContain('Your reference');
  });

  it('refuses a reference over 50 characters, control characters or line breaks (400, naming the field); nothing is placed', async () => {
    await fillCart(shop, dealer);
    const before = json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer })).Orders.length;
    const long = await confirm(shop, dealer, { ...COURIER, CustomerReference: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Your reference must be at most 50 characters.');
    const polish = await confirm(shop, dealer, { ...COURIER, CustomerReference: 'x'.repeat(51) }, 'pl');
    expect(polish.body).toContain('Twój numer referencyjny: najwyżej 50 znaków.');
    for (const hostile of ['PO\u00001', 'PO\n1', 'PO\t1', 'PO\u001b[31m']) {
      const refused = await confirm(shop, dealer, { ...COURIER, CustomerReference: hostile });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Your reference must not contain control characters.');
    }
    expect((await confirm(shop, dealer, { ...COURIER, CustomerReference: 42 })).statusCode).toBe(400);
    expect(json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer })).Orders).toHaveLength(before);
    // exactly 50 characters (trailing blanks trimmed) are kept
    const fifty = `${'Ż'.repeat(50)}   `;
    const confirmed = json<Confirmed>(await confirm(shop, dealer, { ...COURIER, CustomerReference: fifty }));
    expect(confirmed.Success).toBe(true);
    const detail = json<{ CustomerReference?: string }>(
      await shop.call('GET', `/api/Order/get?id=${confirmed.PlacedOrder?.Id}`, { token: dealer }),
    );
    expect(detail.CustomerReference).toBe('Ż'.repeat(50));
  });

  it("shows an order's reference to its dealer only", async () => {
    const { Orders } = json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    const referenced = Orders.find((order) => order.CustomerReference === 'ZZ/2025/014');
    expect(referenced).toBeDefined();
    expect((await shop.call('GET', `/api/Order/get?id=${referenced?.Id}`, { token: dealer2 })).statusCode).toBe(404);
    const own = json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer2 })).Orders;
    expect(own.map((order) => order.CustomerReference)).not.toContain('ZZ/2025/014');
    expect(own.map((order) => order.Id)).not.toContain(referenced?.Id);
  });
});

describe('without the extension order-reference', () => {
  let shop: TestShop;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop({ extensions: [] });
    dealer = await shop.login(DEALER);
  });
  afterAll(() => shop.close());

  it("is not listed, sends no CustomerReference and ignores one sent (the spec's contract only)", async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).not.toContain('order-reference');
    await fillCart(shop, dealer);
    // not read at all: even one the extension would refuse
    const confirmed = json<Confirmed>(await confirm(shop, dealer, { ...COURIER, CustomerReference: 'x'.repeat(80) }));
    expect(confirmed.Success).toBe(true);
    const { Orders } = json<{ Orders: Summary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(Orders.length).toBeGreaterThan(0);
    for (const order of Orders) expect(order).not.toHaveProperty('CustomerReference');
    const detail = json<object>(await shop.call('GET', `/api/Order/get?id=${confirmed.PlacedOrder?.Id}`, { token: dealer }));
    expect(detail).not.toHaveProperty('CustomerReference');
    const stored = await (
      await shop.database()
    )
      .selectFrom('orders')
      .select('customer_reference')
      .where('id', '=', confirmed.PlacedOrder?.Id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.customer_reference).toBeNull();
  });
});
