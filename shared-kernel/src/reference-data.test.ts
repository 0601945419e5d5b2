import * as v from 'valibot';
import { configureHttp } from './http';
import { currentLocale, initI18n, setLocale } from './i18n';
import { publishReferenceData, reloadReferenceDataOnLocaleChange, storeCountryId } from './reference-data';
import { CountrySchema, WarehouseSchema, type ReferenceData } from './schemas/store';

const country = (Id: number, Name: string) => v.parse(CountrySchema, { Id, Name });
const warehouse = (Id: number, CountryId: number) => v.parse(WarehouseSchema, { Id, Name: `W${Id}`, Address: { CountryId } });

function data(countries: ReferenceData['countries'], warehouses: ReferenceData['warehouses']): ReferenceData {
  return { countries, warehouses } as Partial<ReferenceData> as ReferenceData;
}

test("the store's country is where its warehouses are", () => {
  expect(storeCountryId(data([country(1, 'Poland'), country(2, 'Germany')], [warehouse(1, 2)]))).toBe('2');
});

test('a warehouse in a country not on the list does not count; then the first country', () => {
  expect(storeCountryId(data([country(1, 'Poland'), country(2, 'Germany')], [warehouse(1, 9)]))).toBe('1');
  expect(storeCountryId(data([country(3, 'Czechia')], []))).toBe('3');
  expect(storeCountryId(data([], []))).toBe('');
});

/** The fake API: answers every reference-data call, the country named in the Accept-Language's language; the country list may wait. */
function fakeApi(countryWait: () => Promise<void>) {
  const languages: string[] = [];
  global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const language = (init?.headers as Record<string, string>)['Accept-Language'] ?? '';
    const path = new URL(input, 'http://shop.test').pathname;
    let body: unknown = [];
    if (path === '/api/config') body = { general: {}, seo: {}, global: {} };
    if (path === '/api/Store/get') body = null;
    if (path === '/api/country') {
      languages.push(language);
      await countryWait();
      body = [{ Id: 1, Name: language === 'pl' ? 'Polska' : 'Poland', TwoLetterIsoCode: 'PL', NumberOfStates: 0 }];
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return languages;
}

const countryName = () => window.__partsReferenceData?.countries[0]?.Name;

it('a language switch loads the reference data again in that language; only the latest switch is published', async () => {
  configureHttp({ apiBase: '' });
  await initI18n();
  expect(currentLocale()).toBe('pl');
  publishReferenceData({ countries: [{ Id: 1, Name: 'Polska' }] } as unknown as ReferenceData);
  const waits: (() => void)[] = [];
  const languages = fakeApi(() => new Promise<void>((resolve) => waits.push(resolve)));
  const stop = reloadReferenceDataOnLocaleChange();

  setLocale('en');
  setLocale('pl');
  setLocale('en');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(languages).toEqual(['en', 'pl', 'en']);
  // the answers arrive out of order: the one to the last switch wins, the others are dropped
  waits[2]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(countryName()).toBe('Poland');
  waits[1]?.();
  waits[0]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(countryName()).toBe('Poland');
  stop();
});
