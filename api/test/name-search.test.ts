import { json, startShop, type TestShop } from './helpers';

let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login();
});
afterAll(() => shop.close());

interface Found {
  Id: number;
  Sku: string;
  Name: string;
  ProductId: number;
  Position: string | null;
  GrafikId: number | null;
}

const search = (query: string, { auth = true, language = 'en' } = {}) =>
  shop.call('GET', `/api/Level4Product/Search?${query}`, { token: auth ? token : undefined, headers: { 'accept-language': language } });
const found = async (query: string, language = 'en') => {
  const response = await search(query, { language });
  expect(response.statusCode).toBe(200);
  return json<{ Products: Found[] }>(response).Products;
};

describe('GET /api/Level4Product/Search (extension name-search)', () => {
  it('is listed as an extension in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('name-search');
  });

  it('answers signed-in dealers only', async () => {
    expect((await search('q=filter', { auth: false })).statusCode).toBe(401);
  });

  it('asks for at least 3 characters (after trimming) and at most 100, in the request language', async () => {
    for (const query of ['', 'q=', 'q=ab', 'q=%20%20ab%20%20']) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ errors: { q: ['Type at least 3 characters of the part name.'] } });
    }
    expect(json(await search('q=ab', { language: 'pl' }))).toMatchObject({ errors: { q: ['Wpisz co najmniej 3 znaki nazwy części.'] } });
    expect((await search(`q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await search(`q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('ignores case and diacritics: "wklad filtra" finds "Wkład filtra oleju" and opens its board at its position', async () => {
    const products = await found(`q=${encodeURIComponent('WKLAD filtra')}`, 'pl');
    const part = products.find((product) => product.Sku === '99110000001');
    expect(part).toMatchObject({ Name: 'Wkład filtra oleju', Position: '1', GrafikId: expect.any(Number) });
    const hotspots = json<{ bildposNummer: string }[]>(
      await shop.call('GET', `/api/Level4Product/Hotspots?grafikId=${part?.GrafikId}`, { token }),
    );
    expect(hotspots.map((hotspot) => hotspot.bildposNummer)).toContain('1');
    const board = json<{ Products: { Sku: string; Position: string | null }[] }>(
      await shop.call('POST', '/api/Level4Product/Board', { token, body: { id: part?.ProductId } }),
    );
    expect(board.Products).toContainEqual(expect.objectContaining({ Sku: '99110000001', Position: '1' }));
    // the query's own diacritics do not matter either
    expect((await found(`q=${encodeURIComponent('wkład FILTRA')}`, 'pl')).map((product) => product.Sku)).toContain('99110000001');
  });

  it('finds English names in a Polish request and answers with the Polish name, best matches first', async () => {
    const products = await found('q=oil%20filter%20element', 'pl');
    expect(products[0]).toMatchObject({ Sku: '99110000001', Name: 'Wkład filtra oleju' });
    expect(products.map((product) => product.Sku)).toContain('99110000007');
    const english = await found('q=oil%20filter%20element', 'en');
    expect(english[0]).toMatchObject({ Sku: '99110000001', Name: 'Oil filter element' });
  });

  it('treats % and _ as plain characters', async () => {
    expect(await found('q=%25%25%25')).toEqual([]);
    expect(await found('q=___')).toEqual([]);
  });

  it('answers at most 50 parts', async () => {
    expect(await found('q=filter')).toHaveLength(50);
  });

  it("limits the parts to the vehicle's serie when its keys are given", async () => {
    const all = await found('q=fork');
    expect(all.length).toBeGreaterThan(0);
    const s200 = await found('q=fork&VehicleKeyList=serie:S200');
    const k100 = await found('q=fork&VehicleKeyList=serie:K100&VehicleKeyList=model:1');
    expect(s200).toEqual([]);
    expect(k100.length).toBeGreaterThan(0);
    // every part found for the vehicle is drawn on a board of its serie (or a generic one)
    for (const part of k100.slice(0, 5)) {
      const boards = json<{ Boards: { Id: number; Position: string }[] }>(
        await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku: part.Sku, VehicleKeyList: ['serie:K100'] } }),
      ).Boards;
      expect(boards).toContainEqual(expect.objectContaining({ Id: part.ProductId, Position: part.Position }));
    }
  });
});
