import { searchStems } from '../src/db/search-key';
import { json, startShop, type TestShop } from './helpers';

/**
 * Search by name that understands words (extension name-search, migration 18): inflected and
 * plural forms in Polish and English, the ranking, and the search hints (extension search-hints).
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL: the same answers on both.
 */

interface Found {
  Id: number;
  Sku: string;
  Name: string;
  ProductId: number;
  Position: string | null;
  GrafikId: number | null;
  BoardName?: string | null;
  Serie?: string | null;
}

let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startShop();
  token = await shop.login();
});
afterAll(() => shop.close());

const found = async (q: string, language: 'en' | 'pl', serie?: string) => {
  const query = new URLSearchParams({ q });
  if (serie) query.append('VehicleKeyList', `serie:${serie}`);
  const response = await shop.call('GET', `/api/Level4Product/Search?${query.toString()}`, {
    token,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return json<{ Products: Found[] }>(response).Products;
};
const names = (products: readonly Found[]) => products.map((product) => product.Name);
/** The words of a name, lower case, without punctuation. */
const wordsOf = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u);

describe('search keys: word stems', () => {
  it('give an inflected or plural word the stem of its base form, in each language', () => {
    expect(searchStems('klocki', 'pl')).toBe(searchStems('klocek', 'pl'));
    expect(searchStems('klocków', 'pl')).toBe(searchStems('klocek', 'pl'));
    expect(searchStems('uszczelki', 'pl')).toBe(searchStems('uszczelka', 'pl'));
    expect(searchStems('uszczelek', 'pl')).toBe(searchStems('uszczelka', 'pl'));
    expect(searchStems('filtry oleju', 'pl')).toBe(searchStems('filtr olej', 'pl'));
    expect(searchStems('tarcze', 'pl')).toBe(searchStems('tarcza', 'pl'));
    expect(searchStems('śruby', 'pl')).toBe(searchStems('śruba', 'pl'));
    expect(searchStems('brake pads', 'en')).toBe(searchStems('brake pad', 'en'));
    expect(searchStems('filters', 'en')).toBe(searchStems('filter', 'en'));
    expect(searchStems('discs', 'en')).toBe(searchStems('disc', 'en'));
    // sizes and numbers are kept as they are; punctuation separates words
    expect(searchStems('Śruba sześciokątna M8x25', 'pl').split(' ')).toContain('m8x25');
    expect(searchStems('Komplet klocków hamulcowych, oś przednia', 'pl').split(' ')).toHaveLength(5);
  });
});

describe('GET /api/Level4Product/Search: words in any form', () => {
  it.each([
    ['klocki', 'Komplet klocków hamulcowych, oś przednia'],
    ['klocki', 'Klocek hamulcowy'],
    ['filtry oleju', 'Filtr oleju'],
    ['filtry oleju', 'Wkład filtra oleju'],
    ['tarcze', 'Tarcza hamulcowa'],
    ['uszczelki', 'Uszczelka chłodnicy oleju'],
    ['śruby', 'Śruba sześciokątna M8x25'],
    ['KLOCKÓW hamulcowych', 'Komplet klocków hamulcowych, oś przednia'],
  ])('Polish: %s finds %s', async (query, name) => {
    expect(names(await found(query, 'pl'))).toContain(name);
  });

  it.each([
    ['brake pads', 'Brake pad set, front axle'],
    ['brake pads', 'Brake pad'],
    ['filters', 'Oil filter'],
    ['filters', 'Fuel filter'],
    ['discs', 'Brake disc'],
    ['gaskets', 'Oil cooler gasket'],
  ])('English: %s finds %s', async (query, name) => {
    expect(names(await found(query, 'en'))).toContain(name);
  });

  it('finds in either language and answers in the request language', async () => {
    // a Polish word in an English request: the English names of the parts
    expect(names(await found('klocki', 'en'))).toContain('Brake pad set, front axle');
    // an English word in a Polish request: the Polish names
    expect(names(await found('brake pads', 'pl'))).toContain('Komplet klocków hamulcowych, oś przednia');
  });

  it('finds only names with every word of the query (in some form), at the start of a word', async () => {
    for (const product of await found('filtry oleju', 'pl')) {
      const words = wordsOf(product.Name);
      expect(words.some((word) => word.startsWith('filtr'))).toBe(true);
      expect(words.some((word) => word.startsWith('olej'))).toBe(true);
    }
    for (const product of await found('uszczelki', 'pl'))
      expect(wordsOf(product.Name).some((word) => word.startsWith('uszczel'))).toBe(true);
    // 'pads' is a word of no name, 'pad' of many: the part of a word is not a word
    expect(await found('brake padx', 'en')).toEqual([]);
  });
});

describe('GET /api/Level4Product/Search: ranking', () => {
  it('lists main parts before their sub-parts: "filtr" shows the oil and fuel filters before "Filtr paliwa, czujnik"', async () => {
    const list = names(await found('filtr', 'pl'));
    expect(list.slice(0, 2)).toEqual(['Filtr oleju', 'Filtr paliwa']);
    const firstSubPart = list.findIndex((name) => /^Filtr (oleju|paliwa), /.test(name));
    expect(list.indexOf('Wkład filtra oleju')).toBeLessThan(firstSubPart);
    // for the Series 200: its fuel filter and oil filter parts before the fuel filter's sub-parts
    const s200 = names(await found('filtr', 'pl', 'S200'));
    expect(s200[0]).toBe('Filtr paliwa');
    expect(s200.indexOf('Wkład filtra oleju')).toBeLessThan(s200.findIndex((name) => name.startsWith('Filtr paliwa, ')));
  });

  it('puts whole-word matches before a match inside a word, and the name start first', async () => {
    const list = names(await found('olej', 'pl'));
    // 'Filtr oleju' (a word) before 'Miska olejowa' (inside the word 'olejowa'); 'Olej ...' would start the list
    const firstInside = list.findIndex(
      (name) => wordsOf(name).some((word) => word.startsWith('olejow')) && !wordsOf(name).some((word) => /^olej(u|e|em)?$/.test(word)),
    );
    expect(firstInside).toBeGreaterThan(0);
    for (const name of list.slice(0, firstInside)) expect(wordsOf(name).some((word) => /^olej(u|e|em)?$/.test(word))).toBe(true);
    const uszczelka = names(await found('uszczelka', 'pl'));
    expect(uszczelka[0]).toBe('Uszczelka chłodnicy oleju');
  });

  it('lists each name once before any name again, and tells repeated names apart by board and serie', async () => {
    const products = await found('tarcza', 'pl');
    const list = names(products);
    const firstRepeat = list.findIndex((name, index) => list.indexOf(name) < index);
    expect(firstRepeat).toBeGreaterThan(0);
    // after the first name found again, no new name
    expect(list.slice(firstRepeat).every((name) => list.indexOf(name) < firstRepeat)).toBe(true);
    // the same name: another part, on another board or for another serie
    const discs = products.filter((product) => product.Name === 'Tarcza hamulcowa');
    expect(discs.length).toBeGreaterThan(1);
    expect(new Set(discs.map((product) => `${product.BoardName}|${product.Serie}|${product.Position}`)).size).toBe(discs.length);
    for (const disc of discs) expect(disc.BoardName).toEqual(expect.any(String));
  });

  it("lists the parts the vehicle's own boards draw before generic ones", async () => {
    const products = await found('śruba', 'pl', 'S200');
    const serie = products.map((product) => product.Serie ?? null);
    const firstGeneric = serie.indexOf(null);
    if (firstGeneric >= 0) expect(serie.slice(firstGeneric).every((code) => code === null)).toBe(true);
    expect(serie[0]).toBe('S200');
  });
});

describe('extension search-hints', () => {
  it('is listed in the config', async () => {
    expect(json<{ extensions: string[] }>(await shop.call('GET', '/api/config')).extensions).toContain('search-hints');
  });

  it('answers the nearest numbers of a number not found, fewest edits first', async () => {
    const find = async (Sku: string) =>
      json<{ SimpleProduct: unknown; Nearest?: { Sku: string; Name: string }[] }>(
        await shop.call('POST', '/api/Level4Product/Find', { token, body: { Sku } }),
      );
    // a digit swapped, a digit wrong
    const swapped = await find('99110000100');
    expect(swapped.SimpleProduct).toBeNull();
    // one edit away, the nearest in number order first
    expect(swapped.Nearest?.[0]?.Sku).toBe('99110000101');
    const wrong = await find('99110000014');
    expect(wrong.Nearest?.[0]?.Sku).toBe('99110000013');
    expect(wrong.Nearest?.length).toBeLessThanOrEqual(5);
    expect(wrong.Nearest?.[0]?.Name).toBe('Hexagon bolt M6x30');
    // a number found has no Nearest
    expect(await find('99110000001')).not.toHaveProperty('Nearest');
  });

  it('is absent when the extension is off: no BoardName, Serie or Nearest, not listed', async () => {
    const plain = await startShop({ extensions: ['name-search', 'supersession'] });
    try {
      const plainToken = await plain.login();
      expect(json<{ extensions: string[] }>(await plain.call('GET', '/api/config')).extensions).not.toContain('search-hints');
      const products = json<{ Products: Found[] }>(
        await plain.call('GET', '/api/Level4Product/Search?q=klocki', { token: plainToken }),
      ).Products;
      // the words are understood all the same (name-search itself)
      expect(names(products)).toContain('Brake pad set, front axle');
      for (const product of products)
        expect(Object.keys(product).sort()).toEqual(['GrafikId', 'Id', 'Name', 'Position', 'ProductId', 'Sku']);
      const missing = json<object>(
        await plain.call('POST', '/api/Level4Product/Find', { token: plainToken, body: { Sku: '99110000014' } }),
      );
      expect(missing).toEqual({ SimpleProduct: null, Boards: [] });
    } finally {
      await plain.close();
    }
  });
});
