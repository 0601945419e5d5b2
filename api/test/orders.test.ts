import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
let dealer2: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
  dealer2 = await shop.login(DEALER2);
});
afterAll(() => shop.close());

interface OrderSummary {
  Id: number;
  OrderNumber: string;
  OrderStatus: string;
  PaymentStatus: string;
  ShippingStatus: string;
  OrderTotal: number;
  CreatedOn: string;
}

describe('GET /api/Order/List', () => {
  it("lists the dealer's orders, newest first, with different statuses", async () => {
    const { Orders } = json<{ Orders: OrderSummary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    expect(Orders.length).toBeGreaterThanOrEqual(3);
    expect(new Set(Orders.map((order) => order.OrderStatus)).size).toBeGreaterThanOrEqual(3);
    const dates = Orders.map((order) => order.CreatedOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const { Orders: own } = json<{ Orders: OrderSummary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer2 }));
    expect(own).toHaveLength(1);
    expect(Orders.map((order) => order.Id)).not.toContain(own[0]?.Id);
  });

  it('answers 401 without a token', async () => {
    expect((await shop.call('GET', '/api/Order/List')).statusCode).toBe(401);
  });
});

describe('GET /api/Order/get', () => {
  it('answers the order detail with items, notes and totals that add up', async () => {
    const { Orders } = json<{ Orders: OrderSummary[] }>(await shop.call('GET', '/api/Order/List', { token: dealer }));
    for (const summary of Orders) {
      const detail = json<{
        OrderNumber: string;
        Items: { Quantity: number; UnitPrice: number; UnitPriceWithoutDiscount: number; Discount: number; SubTotal: number }[];
        OrderSubtotal: number;
        OrderShipping: number;
        PaymentMethodAdditionalFee: number;
        Tax: number;
        TaxRates: { Rate: number; Value: number }[];
        OrderTotal: number;
        PickUpInStore: boolean;
        PickupAddress: unknown;
        ShippingAddress: unknown;
        BillingAddress: { City: string };
      }>(await shop.call('GET', `/api/Order/get?id=${summary.Id}`, { token: dealer }));
      expect(detail.OrderNumber).toBe(summary.OrderNumber);
      const lines = detail.Items.reduce((sum, item) => sum + item.SubTotal, 0);
      expect(detail.OrderSubtotal).toBeCloseTo(lines, 2);
      for (const item of detail.Items) {
        expect(item.SubTotal).toBeCloseTo(item.UnitPrice * item.Quantity, 2);
        expect(item.Discount).toBe(12);
        expect(item.UnitPrice).toBeCloseTo(item.UnitPriceWithoutDiscount * 0.88, 2);
      }
      expect(detail.OrderTotal).toBeCloseTo(detail.OrderSubtotal + detail.OrderShipping + detail.PaymentMethodAdditionalFee, 2);
      expect(detail.Tax).toBeCloseTo((detail.OrderTotal * 23) / 123, 2);
      expect(detail.TaxRates).toEqual([{ Rate: 23, Value: detail.Tax }]);
      if (detail.PickUpInStore) {
        expect(detail.ShippingAddress).toBeNull();
        expect(detail.PickupAddress).toMatchObject({ City: 'Warszawa' });
      } else {
        expect(detail.ShippingAddress).toMatchObject({ CountryName: 'Poland' });
      }
    }
  });

  it('keeps the order note', async () => {
    const pickup = json<{ OrderNotes: { Note: string }[]; PaymentMethod: string }>(
      await shop.call('GET', '/api/Order/get?id=4', { token: dealer }),
    );
    expect(pickup.OrderNotes).toEqual([expect.objectContaining({ Note: 'Please call before the pickup.' })]);
    expect(pickup.PaymentMethod).toBe('Pay at pickup');
  });

  it("answers 404 for the first dealer's order and for unknown ids", async () => {
    for (const id of [2, 9999]) {
      const response = await shop.call('GET', `/api/Order/get?id=${id}`, { token: dealer2 });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ title: 'Not found', status: 404 });
    }
  });

  it('answers 400 for a missing or malformed id and 401 without a token', async () => {
    for (const url of ['/api/Order/get', '/api/Order/get?id=abc', '/api/Order/get?id=-1', '/api/Order/get?id=1.5']) {
      const response = await shop.call('GET', url, { token: dealer });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ errors: { id: [expect.any(String)] } });
    }
    expect((await shop.call('GET', '/api/Order/get?id=1')).statusCode).toBe(401);
  });
});

describe('dealer-system orders and credit limit', () => {
  it("lists only the customer's dealer-system documents", async () => {
    const documents = json<{ documentNo: string; amount: number; branchCode: string; dueDate: string }[]>(
      await shop.call('GET', '/api/level4Customer/incadeaOrders', { token: dealer }),
    );
    expect(documents.length).toBeGreaterThanOrEqual(3);
    expect(documents[0]).toEqual({
      documentNo: expect.any(String),
      documentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      description: expect.any(String),
      dueDate: expect.any(String),
      amount: expect.any(Number),
      branchCode: expect.any(String),
    });
    const own = json<{ documentNo: string }[]>(await shop.call('GET', '/api/Level4Customer/IncadeaOrders', { token: dealer2 }));
    expect(own.map((document) => document.documentNo)).not.toEqual(expect.arrayContaining([documents[0]?.documentNo]));
    expect((await shop.call('GET', '/api/level4Customer/incadeaOrders')).statusCode).toBe(401);
  });

  it('describes the documents in the language asked for', async () => {
    const descriptions = async (language: string) =>
      json<{ documentNo: string; description: string }[]>(
        await shop.call('GET', '/api/level4Customer/incadeaOrders', { token: dealer, headers: { 'accept-language': language } }),
      ).find((document) => document.documentNo === 'KOR/WAW/2025/00031')?.description;
    expect(await descriptions('pl')).toBe('Korekta: zwrócone tarcze hamulcowe');
    expect(await descriptions('en')).toBe('Credit note: returned brake discs');
  });

  it('answers 404 when the store config switches the dealer-system tab off', async () => {
    process.env.SHOP_CONFIG_OVERRIDES = '{"general":{"showIncadeaOrders":false}}';
    const off = await (await import('./helpers')).startShop();
    delete process.env.SHOP_CONFIG_OVERRIDES;
    try {
      const token = await off.login(DEALER);
      expect((await off.call('GET', '/api/level4Customer/incadeaOrders', { token })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("answers the customer's credit limit", async () => {
    const credit = json<{
      CreditLimit: number;
      UsedCredit: number;
      AvailableCredit: number;
      OverdueAmount: number;
      PaymentTermDays: number;
      CurrencyCode: string;
    }>(await shop.call('GET', '/api/Level4Customer/CreditLimit', { token: dealer }));
    expect(credit).toMatchObject({ CreditLimit: 50000, PaymentTermDays: 30, CurrencyCode: 'PLN' });
    expect(credit.UsedCredit).toBeGreaterThan(0);
    expect(credit.AvailableCredit).toBeCloseTo(credit.CreditLimit - credit.UsedCredit, 2);
    expect(credit.OverdueAmount).toBeLessThanOrEqual(credit.UsedCredit);
    expect(json(await shop.call('GET', '/api/Level4Customer/CreditLimit', { token: dealer2 }))).toMatchObject({
      CreditLimit: 15000,
      UsedCredit: 0,
    });
    expect((await shop.call('GET', '/api/Level4Customer/CreditLimit')).statusCode).toBe(401);
  });
});
