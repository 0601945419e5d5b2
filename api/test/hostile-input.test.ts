import * as v from 'valibot';
import { defineRoute } from '../src/http/route';
import { MAX_FIELD_ERRORS } from '../src/http/validation';
import { json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let dealer: string;
beforeAll(async () => {
  shop = await startShop();
  dealer = await shop.login();
});
afterAll(() => shop.close());

const post = (url: string, payload: string) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${dealer}`, 'content-type': 'application/json', 'accept-language': 'en' },
    payload,
  });

/** A JSON array of zeros of about `bytes` bytes. */
const zeros = (bytes: number): string => `[${new Array(Math.floor(bytes / 2)).fill('0').join(',')}]`;

describe('input that could be turned against the server', () => {
  it('answers a 1 MB array of zeros sent to cartFromCsv with a small 4xx', async () => {
    const response = await post('/api/Level4/cartFromCsv', zeros(1024 * 1024));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Buffer.byteLength(response.body)).toBeLessThan(10 * 1024);
    expect(json(response)).toMatchObject({ status: response.statusCode });
  });

  it('refuses an over-long list by its count, before reading its items (a 200 KB junk list)', async () => {
    const response = await post('/api/Level4/cartFromCsv', zeros(200 * 1024));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ title: 'One or more validation errors occurred.', status: 400, errors: { body: ['Max 100 items.'] } });
  });

  it.each([
    ['/api/ShoppingList', (junk: string) => `{"Name":"Junk","Items":${junk}}`, 'Items'],
    ['/api/ShoppingList/CreateCart/1', (junk: string) => junk, 'body'],
    ['/api/Level4Product/Find', (junk: string) => `{"Sku":"99110000001","VehicleKeyList":${junk}}`, 'VehicleKeyList'],
    ['/api/Level4Product/Find', (junk: string) => `{"Sku":"99110000001","EquipmentList":${junk}}`, 'EquipmentList'],
    ['/api/level4/VehicleFilter?type=serie', (junk: string) => `{"versionList":${junk}}`, 'versionList'],
    ['/api/Level4Product/Board', (junk: string) => `{"id":4,"vehicleConditions":${junk}}`, 'vehicleConditions'],
  ])('caps the list of %s (%#) before its items', async (url, body, field) => {
    const response = await post(url, body(zeros(100 * 1024)));
    expect(response.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string[]> }>(response).errors;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toMatch(/at most|max/i);
  });

  it(`lists at most ${MAX_FIELD_ERRORS} field errors in one answer`, async () => {
    const rows = Array.from({ length: 100 }, () => ({ sku: '', quantity: -1 }));
    const response = await post('/api/Level4/cartFromCsv', JSON.stringify(rows));
    expect(response.statusCode).toBe(400);
    const errors = json<{ errors: Record<string, string[]> }>(response).errors;
    const count = Object.values(errors).reduce((sum, messages) => sum + messages.length, 0);
    expect(count).toBe(MAX_FIELD_ERRORS);
    expect(errors['0.sku']).toEqual(['sku is required.']);
  });

  it('refuses a body over the limit with 413 and an error body', async () => {
    const response = await post('/api/Level4/cartFromCsv', zeros(2 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ title: 'The request body is too large.', status: 413 });
  });

  it('refuses an id beyond what a database id holds (2^31 - 1) with 400 in the language asked, before any query', async () => {
    const tooLarge = await shop.call('GET', '/api/Order/get?id=2147483648', { token: dealer });
    expect(tooLarge.statusCode).toBe(400);
    expect(json(tooLarge)).toMatchObject({ status: 400, errors: { id: ['id must be at most 2147483647.'] } });
    const polish = await shop.call('POST', '/api/ShoppingCart/DeleteItem', {
      token: dealer,
      body: { ProductId: 1e308, Quantity: 1 },
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.statusCode).toBe(400);
    expect(JSON.stringify(json(polish))).toContain('najwyżej 2147483647');
    // the largest id is still an id: no such order
    expect((await shop.call('GET', '/api/Order/get?id=2147483647', { token: dealer })).statusCode).toBe(404);
  });

  it('will not register a route whose request list has no maximum length', () => {
    expect(() =>
      defineRoute({
        method: 'POST',
        url: '/api/uncapped',
        auth: false,
        summary: 'an uncapped list',
        response: v.string(),
        body: v.object({ Items: v.array(v.string()) }),
        handler: () => '',
      }),
    ).toThrow('Items');
  });
});
