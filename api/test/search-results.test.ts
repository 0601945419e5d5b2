import type { SearchResults } from '@parts/contract/search-results';
import { DEALER, json, startShop, type TestShop } from './helpers';

/**
 * Extension search-results: GET /api/Level4Product/SearchResults, the results page of a search by
 * name: paged, each part with its boards and its fit for the vehicle, in the request's language,
 * part-number prefixes of 5 characters or more, bounded input, 404 without the extension. On
 * SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login(DEALER);
});
afterAll(() => shop.close());

const ask = (query: string, headers: Record<string, string> = {}) =>
  shop.call('GET', `/api/Level4Product/SearchResults?${query}`, { token, headers });
const results = async (query: string, headers: Record<string, string> = {}) => {
  const response = await ask(query, headers);
  expect(response.statusCode).toBe(200);
  return json<SearchResults>(response);
};

describe('extension search-results', () => {
  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('search-results');
  });

  it('lists the parts the drop-down finds, and more, paged by 20, each with its boards', async () => {
    const first = await results('q=filter');
    const dropDown = json<{ Products: { Sku: string }[] }>(await shop.call('GET', '/api/Level4Product/Search?q=filter', { token }));
    expect(first.Page).toBe(1);
    expect(first.PageSize).toBe(20);
    expect(first.Products).toHaveLength(Math.min(20, first.Total));
    expect(first.Total).toBeGreaterThanOrEqual(dropDown.Products.length);
    // the same ranking: the first page is the drop-down's beginning
    expect(first.Products.map((part) => part.Sku)).toEqual(dropDown.Products.slice(0, first.Products.length).map((part) => part.Sku));
    const element = (await results('q=oil%20filter%20element')).Products.find((part) => part.Sku === '99110000001');
    expect(element).toMatchObject({
      Name: 'Oil filter element',
      BoardCount: 1,
      Boards: [{ Name: 'Oil filter', Serie: 'S200', Position: '1' }],
    });
    // no vehicle: fit unknown
    expect(new Set(first.Products.map((part) => part.Fit))).toEqual(new Set(['unknown']));
  });

  it('pages through every listed part once; a page past the last is empty', async () => {
    const first = await results('q=filtr');
    expect(first.Total).toBeGreaterThan(20);
    const pages = Math.ceil(first.Total / 20);
    const skus: number[] = [];
    for (let page = 1; page <= pages; page++) skus.push(...(await results(`q=filtr&page=${page}`)).Products.map((part) => part.Id));
    expect(skus).toHaveLength(first.Total);
    expect(new Set(skus).size).toBe(first.Total);
    expect((await results(`q=filtr&page=${pages + 1}`)).Products).toEqual([]);
  });

  it("answers the fit for the vehicle sent: fits, does not fit (the engine), only the serie's parts", async () => {
    const petrol = await results('q=oil%20filter%20element&VehicleKeyList=serie:S200&VehicleKeyList=model:1&VehicleKeyList=engine:1');
    const fitOf = (sku: string) => petrol.Products.find((part) => part.Sku === sku)?.Fit;
    expect(fitOf('99110000001')).toBe('fits');
    // drawn for the diesel engine only
    expect(fitOf('99110000007')).toBe('does-not-fit');
    const diesel = await results('q=oil%20filter%20element&VehicleKeyList=serie:S200&VehicleKeyList=model:3&VehicleKeyList=engine:3');
    expect(diesel.Products.find((part) => part.Sku === '99110000007')?.Fit).toBe('fits');
    const otherSerie = await results('q=oil%20filter%20element&VehicleKeyList=serie:A100');
    // the serie's parts (and those of boards for every vehicle) only
    expect(otherSerie.Products.find((part) => part.Sku === '99110000001')).toBeUndefined();
  });

  it('is in the language asked', async () => {
    const polish = await results('q=filtr%20oleju', { 'accept-language': 'pl' });
    const element = polish.Products.find((part) => part.Sku === '99110000001');
    expect(element?.Name).toMatch(/filtr/i);
    expect(element?.Boards[0]?.Name).toMatch(/filtr/i);
  });

  it('lists the parts whose numbers start with a text of 5 characters or more: as the results when no name has the text', async () => {
    const numbers = await results('q=99110');
    expect(numbers.Products.length).toBeGreaterThan(0);
    expect(numbers.Products.every((part) => part.Sku.startsWith('99110'))).toBe(true);
    expect(numbers.Products.length).toBeLessThanOrEqual(20);
    expect(numbers.Total).toBe(numbers.Products.length);
    expect(numbers.PartNumbers).toEqual([]);
    // a whole number typed in the name search: the part itself, with the boards drawing it
    const part = await results('q=99110000001');
    expect(part.Products.map((row) => row.Sku)).toEqual(['99110000001']);
    expect(part.Products[0]?.Boards.length).toBeGreaterThan(0);
    expect((await results('q=9911')).Products).toEqual([]);
  });

  it('refuses input out of bounds', async () => {
    expect((await ask('q=ab')).statusCode).toBe(400);
    expect((await ask(`q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await ask('q=filter&page=0')).statusCode).toBe(400);
    expect((await ask('q=filter&page=1000')).statusCode).toBe(400);
    expect((await ask('q=filter&page=x')).statusCode).toBe(400);
    expect((await ask('q=filter%00')).statusCode).toBe(400);
    expect((await shop.call('GET', '/api/Level4Product/SearchResults?q=filter')).statusCode).toBe(401);
  });

  it('is not served without the extension', async () => {
    const plain = await startShop({ extensions: [] });
    try {
      const plainToken = await plain.login(DEALER);
      expect((await plain.call('GET', '/api/Level4Product/SearchResults?q=filter', { token: plainToken })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
