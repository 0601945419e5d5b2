import { createIntegrationKey } from '../src/auth/integration-keys';
import { DEALER, json, startShop, type TestShop } from './helpers';
import { COURIER } from './orders';

/**
 * Idempotency-Key on the integration API's writes (issue 40): the same key with the same request
 * answers the first answer again without doing the write twice; with another request 422; per
 * integration key. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

describe('integration writes with an Idempotency-Key', () => {
  let shop: TestShop;
  let erp: string;
  let other: string;
  let dealer: string;
  beforeAll(async () => {
    shop = await startShop();
    const db = await shop.database();
    erp = (await createIntegrationKey(db, { name: 'ERP', scopes: ['orders:read', 'orders:write'] }, Date.now())).key;
    other = (await createIntegrationKey(db, { name: 'ERP test', scopes: ['orders:write'] }, Date.now())).key;
    dealer = await shop.login(DEALER);
  });
  afterAll(async () => shop.close());

  async function placeOrder(): Promise<number> {
    await shop.call('POST', '/api/ShoppingCart/ClearCart', { token: dealer, body: {} });
    const found = json<{ SimpleProduct: { Id: number } }>(
      await shop.call('POST', '/api/Level4Product/Find', { token: dealer, body: { Sku: '99110000001' } }),
    );
    await shop.call('POST', '/api/Level4/AddItem', {
      token: dealer,
      body: { marke: 'NS', produktart: 'PKW', ProductId: found.SimpleProduct.Id, Quantity: 1 },
    });
    const customer = json<{ Addresses: { Id: number }[] }>(await shop.call('GET', '/api/Customer/get', { token: dealer }));
    const addressId = customer.Addresses[0]?.Id;
    const confirmed = json<{ PlacedOrder: { Id: number } | null; Errors: string[] }>(
      await shop.call('POST', '/api/ShoppingCart/ConfirmCheckout', {
        token: dealer,
        body: { ...COURIER, BillingAddressId: addressId, ShippingAddressId: addressId },
      }),
    );
    expect(confirmed.Errors).toEqual([]);
    const id = confirmed.PlacedOrder?.Id;
    if (id === undefined) throw new Error('no order placed');
    return id;
  }
  const ack = (key: string, OrderIds: number[], idempotencyKey?: string) =>
    shop.call('POST', '/api/integration/orders/ack', {
      headers: { 'x-api-key': key, 'accept-language': 'en', ...(idempotencyKey && { 'idempotency-key': idempotencyKey }) },
      body: { OrderIds },
    });
  const acknowledged = async (orderId: number) => {
    const db = await shop.database();
    return db.selectFrom('integration_order_acks').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  };

  it('answers the first answer again for the same key and request, without doing the write again', async () => {
    const orderId = await placeOrder();
    const first = await ack(erp, [orderId], 'ack-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(json(first)).toEqual({ Acknowledged: [orderId], Unknown: [] });
    expect(await acknowledged(orderId)).toBeDefined();

    // an operator takes the acknowledgement back: a replay must not acknowledge again
    const db = await shop.database();
    await db.deleteFrom('integration_order_acks').where('order_id', '=', orderId).execute();
    const again = await ack(erp, [orderId], 'ack-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual({ Acknowledged: [orderId], Unknown: [] });
    expect(await acknowledged(orderId)).toBeUndefined();

    // without a key the write runs every time
    expect(json(await ack(erp, [orderId]))).toEqual({ Acknowledged: [orderId], Unknown: [] });
    expect(await acknowledged(orderId)).toBeDefined();
  });

  it('refuses the same key with another request (422, in the request language) and keeps keys per integration key', async () => {
    const orderId = await placeOrder();
    expect((await ack(erp, [orderId], 'ack-2')).statusCode).toBe(200);

    const reused = await ack(erp, [orderId, 999_999], 'ack-2');
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toEqual({
      title: 'This Idempotency-Key was used with another request: send a new key for a new request.',
      status: 422,
    });
    const polish = await shop.call('POST', '/api/integration/orders/ack', {
      headers: { 'x-api-key': erp, 'idempotency-key': 'ack-2', 'accept-language': 'pl' },
      body: { OrderIds: [1] },
    });
    expect(polish.statusCode).toBe(422);
    expect(json<{ title: string }>(polish).title).toBe(
      'Ten Idempotency-Key użyto już z innym żądaniem: wyślij nowy klucz z nowym żądaniem.',
    );

    // another integration key has keys of its own: the same Idempotency-Key is new there
    const elsewhere = await ack(other, [999_999], 'ack-2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    expect(json(elsewhere)).toEqual({ Acknowledged: [], Unknown: [999_999] });
  });

  it('refuses an Idempotency-Key that is not 1 to 100 visible characters, naming the header', async () => {
    const response = await ack(erp, [1], 'x'.repeat(101));
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      'Idempotency-Key': ['Idempotency-Key must be 1 to 100 visible characters.'],
    });
  });

  it('documents the Idempotency-Key header and the 422 on every integration write', async () => {
    const document = json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>>;
    }>(await shop.call('GET', '/api/openapi.json'));
    const write = document.paths['/api/integration/orders/ack']?.post;
    expect(write?.parameters?.filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name)).toEqual([
      'idempotency-key',
    ]);
    expect(Object.keys(write?.responses ?? {})).toContain('422');
    const read = document.paths['/api/integration/orders']?.get;
    expect(read?.parameters?.some((parameter) => parameter.in === 'header')).toBe(false);
  });
});

describe('the integration API in the OpenAPI document', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => shop.close());

  it('gives every integration call an example answer, and every write an example body', async () => {
    interface Operation {
      requestBody?: { content: Record<string, { example?: unknown }> };
      responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
    }
    const document = json<{ paths: Record<string, Record<string, Operation>> }>(await shop.call('GET', '/api/openapi.json'));
    const integration = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/integration/'));
    expect(integration.length).toBeGreaterThanOrEqual(3);
    for (const [path, operations] of integration) {
      for (const [method, operation] of Object.entries(operations)) {
        const answer = operation.responses['200']?.content?.['application/json']?.example;
        expect({ call: `${method} ${path}`, answerExample: answer !== undefined }).toEqual({
          call: `${method} ${path}`,
          answerExample: true,
        });
        if (method === 'get') continue;
        const body = operation.requestBody?.content['application/json']?.example;
        expect({ call: `${method} ${path}`, bodyExample: body !== undefined }).toEqual({
          call: `${method} ${path}`,
          bodyExample: true,
        });
      }
    }
  });
});
