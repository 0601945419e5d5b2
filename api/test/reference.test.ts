import { json, startShop, type TestShop } from './helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await shop.call('GET', url);
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

describe('reference data (public, loaded before login)', () => {
  it('lists the store and picks it by X-Store-Id', async () => {
    expect(await get('/api/Store/list')).toEqual([
      expect.objectContaining({ Id: 1, Name: 'Nordstern Parts Portal', DefaultLanguageId: 1 }),
    ]);
    const byHeader = await shop.call('GET', '/api/Store/get', { headers: { 'x-store-id': '1' } });
    expect(json(byHeader)).toMatchObject({ Id: 1 });
    const unknownStore = await shop.call('GET', '/api/Store/get', { headers: { 'x-store-id': '99' } });
    expect(json(unknownStore)).toMatchObject({ Id: 1 });
  });

  it('lists languages pl and en and the currency PLN', async () => {
    const languages = await get<{ LanguageCulture: string }[]>('/api/Language/list');
    expect(languages.map((language) => language.LanguageCulture)).toEqual(['pl-PL', 'en-US']);
    expect(await get('/api/Currency')).toEqual([expect.objectContaining({ CurrencyCode: 'PLN', Rate: 1 })]);
  });

  it('lists Poland with 16 voivodeships, Germany with states and the Czech Republic without', async () => {
    const countries = await get<{ Id: number; Name: string; NumberOfStates: number }[]>('/api/country');
    expect(countries).toEqual([
      expect.objectContaining({ Name: 'Poland', TwoLetterIsoCode: 'PL', NumberOfStates: 16 }),
      expect.objectContaining({ Name: 'Germany', NumberOfStates: 16 }),
      expect.objectContaining({ Name: 'Czech Republic', NumberOfStates: 0 }),
    ]);
    const states = await get<{ CountryId: number; Name: string }[]>('/api/StateProvince/list');
    expect(states.filter((state) => state.CountryId === 1)).toHaveLength(16);
    expect(states.map((state) => state.Name)).toContain('Mazowieckie');
    const german = await get<{ CountryId: number }[]>('/api/StateProvince/list?countryId=2');
    expect(german.every((state) => state.CountryId === 2)).toBe(true);
    expect(await get('/api/StateProvince/list?CountryID=3')).toEqual([]);
    const bad = await shop.call('GET', '/api/StateProvince/list?countryId=abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { countryId: [expect.any(String)] } });
  });

  it('lists at least three branch offices, one without image and one without URL', async () => {
    const warehouses =
      await get<{ IsBranchOffice: boolean; Url: string | null; ImageUrl: string | null; Address: { Email: string } }[]>(
        '/api/Warehouse/list',
      );
    const branches = warehouses.filter((warehouse) => warehouse.IsBranchOffice);
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect(branches.some((warehouse) => warehouse.ImageUrl === null)).toBe(true);
    expect(branches.some((warehouse) => warehouse.Url === null)).toBe(true);
    expect(branches.every((warehouse) => warehouse.Address.Email.includes('@'))).toBe(true);
    const withImage = branches.find((warehouse) => warehouse.ImageUrl);
    expect((await shop.call('GET', withImage?.ImageUrl ?? '')).statusCode).toBe(200);
  });
});

describe('content pages', () => {
  it('lists the pages over the three footer rows and the top menu', async () => {
    const topics = await get<
      {
        SeName: string;
        IncludeInFooterRow1: boolean;
        IncludeInFooterRow2: boolean;
        IncludeInFooterRow3: boolean;
        IncludeInTopMenu: boolean;
      }[]
    >('/api/Topic/list');
    const names = topics.map((topic) => topic.SeName);
    expect(names).toEqual(expect.arrayContaining(['about-us', 'shipping-returns', 'privacy-notice', 'conditions-of-use']));
    expect(topics.some((topic) => topic.IncludeInFooterRow1)).toBe(true);
    expect(topics.some((topic) => topic.IncludeInFooterRow2)).toBe(true);
    expect(topics.some((topic) => topic.IncludeInFooterRow3)).toBe(true);
    expect(topics.some((topic) => topic.IncludeInTopMenu)).toBe(true);
  });

  it('gets one page by SeName, 404 when unknown, 400 without seName', async () => {
    expect(await get('/api/Topic/get?seName=about-us')).toMatchObject({ Title: 'About us', Body: expect.stringContaining('<p>') });
    expect(await get('/api/topic/GET?SENAME=Shipping-Returns')).toMatchObject({ SeName: 'shipping-returns' });
    const unknown = await shop.call('GET', '/api/Topic/get?seName=nothing');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ title: 'Not found', status: 404 });
    const missing = await shop.call('GET', '/api/Topic/get');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ errors: { seName: ['seName is required.'] } });
  });
});

describe('slider', () => {
  it('answers slides for HomePage, Category and LoginPage and none for Manufacturer', async () => {
    const home = await get<{ PictureUrl: string; Link: string; ButtonText: string }[]>('/api/slider?sliderType=0');
    expect(home.length).toBeGreaterThanOrEqual(2);
    expect(home.some((slide) => slide.Link.includes('backoffice'))).toBe(true);
    expect((await get<unknown[]>('/api/slider?sliderType=1')).length).toBeGreaterThan(0);
    expect((await get<unknown[]>('/api/slider?sliderType=3')).length).toBeGreaterThan(0);
    expect(await get('/api/slider?sliderType=2')).toEqual([]);
    expect((await shop.call('GET', home[0]?.PictureUrl ?? '')).headers['content-type']).toMatch(/svg/);
  });

  it('rejects an unknown slider type with 400', async () => {
    for (const url of ['/api/slider?sliderType=7', '/api/slider?sliderType=x', '/api/slider']) {
      const response = await shop.call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        title: 'One or more validation errors occurred.',
        errors: { sliderType: [expect.any(String)] },
      });
    }
  });
});
