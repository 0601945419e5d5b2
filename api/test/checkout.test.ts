import { IDEMPOTENCY_KEY_LIFETIME_MS } from '../src/data/idempotency';
import { addLineThatLostItsPrice, DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
let dealer2: string;
const ids = new Map<string, number>();
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login(DEALER);
  dealer2 = await shop.login(DEALER2);
  for (const sku of ['99110000001', '99110000002', '99340000001']) {
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: sku } }),
    );
    ids.set(sku, found.SimpleProduct.Id);
  }
});
afterAll(() => shop.close());

const idOf = (sku: string): number => ids.get(sku) ?? 0;
const get = (url: string, token = dealer) => shop.call('GET', url, { token });
const post = (url: string, body: unknown, token = dealer) => shop.call('POST', url, { token, body });
async function fillCart(items: [string, number][], token = dealer): Promise<void> {
  await post('/api/ShoppingCart/ClearCart', {}, token);
  for (const [sku, quantity] of items)
    await post('/api/Level4/AddItem', { marke: 'NS', produktart: 'PKW', ProductId: idOf(sku), Quantity: quantity }, token);
}

interface Address {
  Id: number;
  CountryId: number;
}
interface ShippingData {
  ExistingAddresses: Address[];
  NewAddressPreselected: boolean;
  PickupPoints: { Id: number; Name: string; Default: boolean; Address: { City: string } }[];
  AllowPickUpInStore: boolean;
  PickUpInStore: boolean;
  PickUpInStoreOnly: boolean;
}
interface ShippingMethods {
  ShippingMethods: { Name: string; Fee: number; Selected: boolean; ShippingRateComputationMethodSystemName: string }[];
  Warnings: string[];
}
interface PaymentMethods {
  PaymentMethods: { Name: string; Fee: number; PaymentMethodSystemName: string; AvailableShipments: string[]; Selected: boolean }[];
}
interface Confirmed {
  Success: boolean;
  PlacedOrder: { Id: number; OrderNumber: string } | null;
  Errors: string[];
}
interface Totals {
  SubTotal: number;
  Shipping: number;
  PaymentMethodAdditionalFee: number;
  Tax: number;
  OrderTotal: number;
}

describe('checkout steps', () => {
  it('answers the shipping address data with addresses and pickup points, one of them default', async () => {
    const data = json<ShippingData>(await get('/api/ShoppingCart/ShippingAddress'));
    expect(data.ExistingAddresses).toHaveLength(2);
    expect(data).toMatchObject({ NewAddressPreselected: false, PickUpInStore: false, AllowPickUpInStore: true, PickUpInStoreOnly: false });
    expect(data.PickupPoints.length).toBeGreaterThanOrEqual(2);
    expect(data.PickupPoints.filter((point) => point.Default)).toHaveLength(1);
    expect(data.PickupPoints[0]?.Address.City).toBe('Warszawa');
    expect((await get('/api/ShoppingCart/ShippingAddress', '')).statusCode).toBe(401);
  });

  it("answers the courier methods for the address's country, DPD preselected", async () => {
    const methods = json<ShippingMethods>(await get('/api/ShoppingCart/ShippingMethods?addressId=1'));
    expect(methods.ShippingMethods.map((method) => [method.Name, method.Fee, method.Selected])).toEqual([
      ['Courier DPD', 19.9, true],
      ['Courier DHL Express', 39, false],
      ['Pallet freight', 149, false],
    ]);
    expect(methods.ShippingMethods[0]?.ShippingRateComputationMethodSystemName).toBe('Shipping.FixedRate');
    expect(methods.Warnings).toEqual([]);
  });

  it('answers only DHL for a Czech address', async () => {
    const added = json<Address>(
      await post('/api/Customer/AddAddress', {
        FirstName: 'Jan',
        LastName: 'Kowalski',
        CountryId: 3,
        City: 'Praha',
        Address1: 'Václavské náměstí 1',
        ZipPostalCode: '110 00',
        PhoneNumber: '+420 1',
      }),
    );
    const methods = json<ShippingMethods>(await get(`/api/ShoppingCart/ShippingMethods?addressId=${added.Id}`));
    expect(methods.ShippingMethods.map((method) => [method.Name, method.Selected])).toEqual([['Courier DHL Express', true]]);
    await post('/api/Customer/DeleteAddress', { addressId: added.Id });
  });

  it("answers 400 without addressId, 404 for the first dealer's address asked by the second dealer, 401 without a token", async () => {
    expect(json(await get('/api/ShoppingCart/ShippingMethods'))).toMatchObject({ errors: { addressId: ['addressId is required.'] } });
    expect((await get('/api/ShoppingCart/ShippingMethods?addressId=1', dealer2)).statusCode).toBe(404);
    expect((await get('/api/ShoppingCart/ShippingMethods?addressId=1', '')).statusCode).toBe(401);
  });

  it('answers payment methods per country; the pickup-only one has no AvailableShipments', async () => {
    const poland = json<PaymentMethods>(await get('/api/ShoppingCart/PaymentMethods?countryId=1'));
    expect(poland.PaymentMethods.map((method) => method.PaymentMethodSystemName)).toEqual([
      'Payments.BankTransfer',
      'Payments.CashOnDelivery',
      'Payments.TradeCredit',
      'Payments.PayAtPickup',
    ]);
    expect(poland.PaymentMethods.find((method) => method.Selected)?.PaymentMethodSystemName).toBe('Payments.BankTransfer');
    expect(poland.PaymentMethods.find((method) => method.PaymentMethodSystemName === 'Payments.PayAtPickup')?.AvailableShipments).toEqual(
      [],
    );
    expect(poland.PaymentMethods.find((method) => method.PaymentMethodSystemName === 'Payments.CashOnDelivery')).toMatchObject({
      Fee: 9,
      AvailableShipments: ['Courier DPD', 'Courier DHL Express'],
    });
    const germany = json<PaymentMethods>(await get('/api/ShoppingCart/PaymentMethods?countryId=2'));
    expect(germany.PaymentMethods.map((method) => method.PaymentMethodSystemName)).not.toContain('Payments.CashOnDelivery');
    expect(json<PaymentMethods>(await get('/api/ShoppingCart/PaymentMethods')).PaymentMethods).toHaveLength(4);
    expect((await get('/api/ShoppingCart/PaymentMethods?countryId=x')).statusCode).toBe(400);
    expect((await get('/api/ShoppingCart/PaymentMethods?countryId=99')).statusCode).toBe(404);
    expect((await get('/api/ShoppingCart/PaymentMethods?countryId=1', '')).statusCode).toBe(401);
  });
});

describe('whole checkouts', () => {
  const orders = async () =>
    json<{ Orders: { Id: number; OrderNumber: string; OrderTotal: number; OrderStatus: string }[] }>(await get('/api/Order/List')).Orders;

  it('places a courier order: totals = lines + shipping + payment fee, VAT included; the cart is emptied', async () => {
    await fillCart([
      ['99110000001', 2],
      ['99340000001', 1],
    ]);
    const request = {
      BillingAddressId: 1,
      ShippingAddressId: 2,
      ShippingMethodName: 'Courier DPD',
      ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
      PickUpInStoreId: '',
      PaymentMethodSystemName: 'Payments.CashOnDelivery',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: 'Deliver to the workshop, gate B.',
    };
    const totals = json<Totals>(await post('/api/ShoppingCart/Totals', request));
    const lines = 2 * 40.39 + 342.32;
    expect(totals.SubTotal).toBeCloseTo(lines, 2);
    expect(totals).toMatchObject({ Shipping: 19.9, PaymentMethodAdditionalFee: 9 });
    expect(totals.OrderTotal).toBeCloseTo(lines + 19.9 + 9, 2);
    expect(totals.Tax).toBeCloseTo((totals.OrderTotal * 23) / 123, 2);

    const before = (await orders()).length;
    const confirmed = json<Confirmed>(await post('/api/ShoppingCart/ConfirmCheckout', request));
    expect(confirmed).toEqual({
      Success: true,
      PlacedOrder: { Id: expect.any(Number), OrderNumber: expect.stringMatching(/^\d+$/) },
      Errors: [],
    });
    expect(json(await get('/api/Level4/Cart'))).toEqual([]);
    const list = await orders();
    expect(list).toHaveLength(before + 1);
    expect(list[0]).toMatchObject({
      OrderNumber: confirmed.PlacedOrder?.OrderNumber,
      OrderTotal: totals.OrderTotal,
      OrderStatus: 'Pending',
    });
    const detail = json<{
      Items: { Sku: string; Quantity: number; UnitPrice: number }[];
      OrderShipping: number;
      PaymentMethodAdditionalFee: number;
      Tax: number;
      OrderTotal: number;
      ShippingAddress: { Id: number };
      ShippingMethod: string;
      PaymentMethod: string;
      OrderNotes: { Note: string }[];
      PickUpInStore: boolean;
    }>(await get(`/api/Order/get?id=${confirmed.PlacedOrder?.Id}`));
    expect(detail.Items.map((item) => [item.Sku, item.Quantity, item.UnitPrice])).toEqual([
      ['99110000001', 2, 40.39],
      ['99340000001', 1, 342.32],
    ]);
    expect(detail).toMatchObject({
      OrderShipping: 19.9,
      PaymentMethodAdditionalFee: 9,
      Tax: totals.Tax,
      OrderTotal: totals.OrderTotal,
      ShippingAddress: { Id: 2 },
      ShippingMethod: 'Courier DPD',
      PaymentMethod: 'Cash on delivery',
      PickUpInStore: false,
    });
    expect(detail.OrderNotes).toEqual([expect.objectContaining({ Note: 'Deliver to the workshop, gate B.' })]);

    const again = json<Confirmed>(await post('/api/ShoppingCart/ConfirmCheckout', request));
    expect(again).toEqual({ Success: false, PlacedOrder: null, Errors: ['Your shopping cart is empty.'] });
    expect(await orders()).toHaveLength(before + 1);
  });

  it('places a pickup order without shipping address or fee', async () => {
    await fillCart([['99340000001', 2]]);
    const points = json<ShippingData>(await get('/api/ShoppingCart/ShippingAddress')).PickupPoints;
    const point = points.find((item) => item.Default);
    const request = {
      BillingAddressId: 1,
      ShippingAddressId: '',
      ShippingMethodName: '',
      ShippingRateComputationMethodSystemName: 'Pickup.PickupInStore',
      PickUpInStoreId: point?.Id,
      PaymentMethodSystemName: 'Payments.PayAtPickup',
      TermsOfServiceOnOrderConfirmPage: true,
      OrderNote: '',
    };
    const totals = json<Totals>(await post('/api/ShoppingCart/Totals', request));
    expect(totals).toMatchObject({ SubTotal: 684.64, Shipping: 0, PaymentMethodAdditionalFee: 0, OrderTotal: 684.64, Tax: 128.02 });
    const confirmed = json<Confirmed>(await post('/api/ShoppingCart/ConfirmCheckout', request));
    expect(confirmed.Success).toBe(true);
    const detail = json<{
      PickUpInStore: boolean;
      PickupAddress: { Name: string; City: string };
      ShippingAddress: null;
      OrderTotal: number;
      OrderNotes: unknown[];
    }>(await get(`/api/Order/get?id=${confirmed.PlacedOrder?.Id}`));
    expect(detail).toMatchObject({
      PickUpInStore: true,
      PickupAddress: { Name: point?.Name, City: 'Warszawa' },
      ShippingAddress: null,
      OrderTotal: 684.64,
      OrderNotes: [],
    });
    expect(json<Confirmed>(await post('/api/ShoppingCart/ConfirmCheckout', request)).Success).toBe(false);
  });

  it('refuses what the server re-checks, keeps the cart and places nothing', async () => {
    await fillCart([['99110000001', 1]]);
    // a line whose price went to 0 after it went in
    await addLineThatLostItsPrice(shop, dealer, '99110000002', 1);
    const before = (await orders()).length;
    const courier = {
      BillingAddressId: 1,
      ShippingAddressId: 1,
      ShippingMethodName: 'Courier DPD',
      PaymentMethodSystemName: 'Payments.BankTransfer',
      TermsOfServiceOnOrderConfirmPage: true,
    };
    const confirm = async (body: object) => json<Confirmed>(await post('/api/ShoppingCart/ConfirmCheckout', body));

    const unavailable = await confirm(courier);
    expect(unavailable).toMatchObject({ Success: false, PlacedOrder: null });
    expect(unavailable.Errors).toEqual(['99110000002 Oil filter housing: Product temporarily unavailable.']);
    // in the dealer's language, the part named as the dealer's board names it
    const inPolish = json<Confirmed>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', { token: dealer, body: courier, headers: { 'accept-language': 'pl' } }),
    );
    expect(inPolish.Errors).toEqual(['99110000002 Obudowa filtra oleju: Produkt chwilowo niedostępny.']);
    await post('/api/ShoppingCart/DeleteItem', { ProductId: idOf('99110000002'), Quantity: 0 });

    expect((await confirm({ ...courier, TermsOfServiceOnOrderConfirmPage: false })).Errors).toEqual([
      'Please accept the terms of service.',
    ]);
    expect((await confirm({ ...courier, OrderNote: 'x'.repeat(2001) })).Errors).toEqual([
      'The order note may have at most 2000 characters.',
    ]);
    expect((await confirm({ ...courier, PaymentMethodSystemName: 'Payments.PayAtPickup' })).Errors).toEqual([
      'Pay at pickup is not available for Courier DPD.',
    ]);
    expect((await confirm({ ...courier, ShippingMethodName: 'Teleport' })).Errors).toEqual(
      expect.arrayContaining(['The shipping method Teleport is unknown.']),
    );
    expect((await confirm({ ...courier, ShippingAddressId: '', ShippingMethodName: '' })).Errors).toEqual(
      expect.arrayContaining(['Choose a shipping address or pickup in store.', 'Choose a shipping method.']),
    );
    expect((await confirm({ ...courier, BillingAddressId: '' })).Errors).toEqual(['Choose a billing address.']);
    expect((await confirm({ ...courier, PickUpInStoreId: 1, PaymentMethodSystemName: 'Payments.CashOnDelivery' })).Errors).toEqual([
      'Cash on delivery is not available for pickup in store.',
    ]);
    expect((await confirm({ ...courier, PickUpInStoreId: 99 })).Errors).toEqual(expect.arrayContaining(['The pickup point is unknown.']));

    const german = json<Address>(
      await post('/api/Customer/AddAddress', {
        FirstName: 'Jan',
        LastName: 'Kowalski',
        CountryId: 2,
        StateProvinceId: 19,
        City: 'Berlin',
        Address1: 'Unter den Linden 1',
        ZipPostalCode: '10117',
        PhoneNumber: '+49 30 1',
      }),
    );
    expect((await confirm({ ...courier, ShippingAddressId: german.Id })).Errors).toEqual(['Courier DPD does not deliver to Germany.']);
    expect(
      (
        await confirm({
          ...courier,
          ShippingAddressId: german.Id,
          ShippingMethodName: 'Courier DHL Express',
          PaymentMethodSystemName: 'Payments.CashOnDelivery',
        })
      ).Errors,
    ).toEqual(['Cash on delivery is not available in this country.']);

    expect(await orders()).toHaveLength(before);
    expect(json<unknown[]>(await get('/api/Level4/Cart'))).toHaveLength(1);
    expect((await confirm({ ...courier, ShippingAddressId: german.Id, ShippingMethodName: 'Courier DHL Express' })).Success).toBe(true);
  });

  it("answers 404 when the second dealer confirms with the first dealer's addresses, placing nothing", async () => {
    await fillCart([['99110000001', 1]], dealer2);
    const response = await post(
      '/api/ShoppingCart/ConfirmCheckout',
      {
        BillingAddressId: 1,
        ShippingAddressId: 1,
        ShippingMethodName: 'Courier DPD',
        PaymentMethodSystemName: 'Payments.BankTransfer',
        TermsOfServiceOnOrderConfirmPage: true,
      },
      dealer2,
    );
    expect(response.statusCode).toBe(404);
    expect(json<{ Orders: unknown[] }>(await get('/api/Order/List', dealer2)).Orders).toHaveLength(1);
    expect(json<unknown[]>(await get('/api/Level4/Cart', dealer2))).toHaveLength(1);
  });

  it('answers 400 for a malformed request and 401 without a token', async () => {
    expect(json(await post('/api/ShoppingCart/ConfirmCheckout', { TermsOfServiceOnOrderConfirmPage: 'maybe' }))).toMatchObject({
      errors: { TermsOfServiceOnOrderConfirmPage: [expect.any(String)] },
    });
    expect((await post('/api/ShoppingCart/ConfirmCheckout', { PickUpInStoreId: [1] })).statusCode).toBe(400);
    expect((await post('/api/ShoppingCart/ConfirmCheckout', {}, '')).statusCode).toBe(401);
  });
});

describe('ConfirmCheckout with an Idempotency-Key', () => {
  const request = {
    BillingAddressId: 1,
    ShippingAddressId: 2,
    ShippingMethodName: 'Courier DPD',
    ShippingRateComputationMethodSystemName: 'Shipping.FixedRate',
    PickUpInStoreId: '',
    PaymentMethodSystemName: 'Payments.CashOnDelivery',
    TermsOfServiceOnOrderConfirmPage: true,
    OrderNote: '',
  };
  const confirm = (key?: string, headers: Record<string, string> = {}) =>
    shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
      token: dealer,
      body: request,
      headers: { ...(key !== undefined && { 'idempotency-key': key }), ...headers },
    });
  const orderCount = async () => json<{ Orders: unknown[] }>(await get('/api/Order/List')).Orders.length;

  it('answers a repeated key with the order it placed, once, and a new key as a new confirmation', async () => {
    await fillCart([['99110000001', 1]]);
    const before = await orderCount();
    const first = json<Confirmed>(await confirm('5a0c1e7e-0d7b-4c55-9d7e-000000000001'));
    expect(first.Success).toBe(true);
    // the client did not get the answer and sends the same confirmation again: the same order, not "cart empty"
    expect(json<Confirmed>(await confirm('5a0c1e7e-0d7b-4c55-9d7e-000000000001'))).toEqual(first);
    expect(await orderCount()).toBe(before + 1);
    // another key is another confirmation: the cart is empty now
    const other = json<Confirmed>(await confirm('5a0c1e7e-0d7b-4c55-9d7e-000000000002'));
    expect(other).toMatchObject({ Success: false, Errors: ['Your shopping cart is empty.'] });
    // a key of one customer means nothing to another
    // (the request names the first dealer's addresses: 404 for the other, not the first dealer's saved answer)
    const theirs = await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
      token: dealer2,
      body: request,
      headers: { 'idempotency-key': '5a0c1e7e-0d7b-4c55-9d7e-000000000001' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(String(first.PlacedOrder?.OrderNumber));
  });

  it('places one order for simultaneous confirmations with one key', async () => {
    await fillCart([['99110000001', 1]]);
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm('same-key-4-at-once')));
    const placed = answers.map((answer) => json<Confirmed>(answer));
    expect(new Set(placed.map((answer) => answer.PlacedOrder?.Id))).toEqual(new Set([placed[0]?.PlacedOrder?.Id]));
    expect(placed.every((answer) => answer.Success)).toBe(true);
    expect(await orderCount()).toBe(before + 1);
  });

  it("takes an expired key as new: the order is placed again, the key keeps the new answer, and the customer's other expired keys are forgotten", async () => {
    const db = await shop.database();
    const customerId = (await db.selectFrom('customers').select('id').where('email', '=', DEALER.email).executeTakeFirstOrThrow()).id;
    await fillCart([['99110000001', 1]]);
    const first = json<Confirmed>(await confirm('expiring-key'));
    await fillCart([['99110000001', 1]]);
    expect(json<Confirmed>(await confirm('other-expiring-key')).Success).toBe(true);
    const longAgo = Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS - 1;
    await db
      .updateTable('idempotency_keys')
      .set({ created_at: longAgo })
      .where('customer_id', '=', customerId)
      .where('idempotency_key', 'in', ['expiring-key', 'other-expiring-key'])
      .execute();
    await fillCart([['99110000001', 1]]);
    const again = json<Confirmed>(await confirm('expiring-key'));
    expect(again.Success).toBe(true);
    expect(again.PlacedOrder?.Id).not.toBe(first.PlacedOrder?.Id);
    expect(json<Confirmed>(await confirm('expiring-key'))).toEqual(again);
    const kept = await db
      .selectFrom('idempotency_keys')
      .select('idempotency_key')
      .where('customer_id', '=', customerId)
      .where('created_at', '<=', longAgo)
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses an unusable key with 400, in the language asked for', async () => {
    const tooLong = await confirm('k'.repeat(101));
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toMatchObject({ errors: { 'Idempotency-Key': ['Idempotency-Key must be 1 to 100 visible characters.'] } });
    const polish = await confirm('with space', { 'accept-language': 'pl' });
    expect(json(polish)).toMatchObject({ errors: { 'Idempotency-Key': ['Idempotency-Key: od 1 do 100 widocznych znaków.'] } });
  });
});
