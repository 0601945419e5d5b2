import { DEALER, DEALER2, json, startShop, type TestShop } from './helpers';

/**
 * Ordering beyond the stock (extension backorders, issue 40 item 4): SPEC's stock rule until the
 * company accepts backorders; then an add, a CSV row or a changed quantity keeps the whole quantity,
 * the part beyond the stock answered as the line's Backorder with its expected day; lowering the
 * quantity drops it; the order keeps the whole line and reserves only what is in stock. On SQLite
 * and on PostgreSQL (TEST_DATABASE_URL).
 */
const SCARCE = '99110000011'; // 3 in stock in the demo data

interface Line {
  Product: { Id: number; Sku: string };
  Quantity: number;
  Stock?: number;
  Backorder?: { Quantity: number; ExpectedDate: string | null };
}

describe('backorders', () => {
  let shop: TestShop;
  let dealer: string;
  let id: number;
  beforeAll(async () => {
    shop = await startShop();
    dealer = await shop.login(DEALER);
    id = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: SCARCE } }),
    ).SimpleProduct.Id;
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer }));

  const cart = async (token = dealer) => json<Line[]>(await shop.call('GET', '/api/Level4/Cart', { token }));
  const add = (quantity: number, token = dealer) =>
    shop.call('POST', '/api/Level4/AddItem', { token, body: { ProductId: id, Quantity: quantity } });
  const accept = (Accept: boolean, token = dealer) => shop.call('POST', '/api/ShoppingCart/Backorders', { token, body: { Accept } });

  it('keeps SPEC’s stock rule until the company accepts backorders', async () => {
    expect(json(await shop.call('GET', '/api/ShoppingCart/Backorders', { token: dealer }))).toEqual({ Accept: false });
    expect(json(await add(5))).toEqual(['Only 3 in stock: 3 added to the cart.']);
    const [line] = await cart();
    expect(line).toMatchObject({ Quantity: 3 });
    expect(line?.Backorder).toBeUndefined();
  });

  it('accepted: the whole quantity stays, the rest a backorder with its day; lowered to the stock it goes', async () => {
    expect(json(await accept(true))).toEqual({ Accept: true });
    expect(json(await shop.call('GET', '/api/ShoppingCart/Backorders', { token: dealer }))).toEqual({ Accept: true });
    // another company's setting is its own
    const other = await shop.login(DEALER2);
    expect(json(await shop.call('GET', '/api/ShoppingCart/Backorders', { token: other }))).toEqual({ Accept: false });

    expect(json(await add(5))).toEqual(['Only 3 in stock: 2 will be backordered.']);
    const [line] = await cart();
    expect(line).toMatchObject({ Quantity: 5, Backorder: { Quantity: 2, ExpectedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(line!.Backorder!.ExpectedDate! >= new Date().toISOString().slice(0, 10)).toBe(true);

    // in Polish
    const polish = await shop.call('POST', '/api/Level4/AddItem', {
      token: dealer,
      headers: { 'accept-language': 'pl' },
      body: { ProductId: id, Quantity: 1 },
    });
    expect(json(polish)).toEqual(['Na stanie tylko 3 szt.: 3 szt. zostanie zamówione później (backorder).']);

    // the dealer drops the backorder: the quantity back to the stock
    const lowered = await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: id, Quantity: 3 } });
    expect(lowered.statusCode).toBe(200);
    const [after] = await cart();
    expect(after).toMatchObject({ Quantity: 3 });
    expect(after?.Backorder).toBeUndefined();

    // raised again on the line: kept
    const raised = json<{ Notices?: string[] }>(
      await shop.call('POST', '/api/ShoppingCart/UpdateItem', { token: dealer, body: { ProductId: id, Quantity: 7 } }),
    );
    expect(raised.Notices).toEqual(['Only 3 in stock: 4 will be backordered.']);
    expect((await cart())[0]).toMatchObject({ Quantity: 7, Backorder: { Quantity: 4 } });

    // a CSV row keeps its quantity too
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer });
    expect(json(await shop.call('POST', '/api/Level4/cartFromCsv', { token: dealer, body: [{ sku: SCARCE, quantity: 5 }] }))).toEqual([
      `SKU ${SCARCE}: Only 3 in stock: 2 will be backordered.`,
    ]);
    expect((await cart())[0]).toMatchObject({ Quantity: 5, Backorder: { Quantity: 2 } });
    await accept(false);
  });

  it('the order keeps the whole line and reserves what is in stock: the others see none left', async () => {
    await accept(true);
    await add(5);
    const addressId = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealer })).Addresses[0]
      ?.Id;
    const placed = json<{ Success: boolean; PlacedOrder: { Id: number } }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
        token: dealer,
        body: {
          ShippingMethodName: 'Courier DPD',
          PickUpInStoreId: '',
          PaymentMethodSystemName: 'Payments.BankTransfer',
          TermsOfServiceOnOrderConfirmPage: true,
          BillingAddressId: addressId,
          ShippingAddressId: addressId,
        },
      }),
    );
    expect(placed.Success).toBe(true);
    const order = json<{ Items: { Sku: string; Quantity: number }[] }>(
      await shop.call('GET', `/api/Order/get?id=${placed.PlacedOrder.Id}`, { token: dealer }),
    );
    expect(order.Items).toEqual([expect.objectContaining({ Sku: SCARCE, Quantity: 5 })]);
    // another dealer asking for it now: none in stock, SPEC's rule for them (they accept none)
    const other = await shop.login(DEALER2);
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: other });
    expect(json(await add(1, other))).toEqual(['Not in stock: nothing was added to the cart.']);
    await accept(false);
  });

  it('without the extension there is no setting', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const token = await plain.login(DEALER);
      expect((await plain.call('GET', '/api/ShoppingCart/Backorders', { token })).statusCode).toBe(404);
      expect((await plain.call('POST', '/api/ShoppingCart/Backorders', { token, body: { Accept: true } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
