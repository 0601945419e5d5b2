import { waitFor } from '@testing-library/react';
import { currentLocale, initI18n, setLocale } from './i18n';
import { shopQueryClient } from './query/client';
import {
  REFERENCE_DATA,
  REFERENCE_DATA_PATHS,
  loadReferenceData,
  loadReferenceDataOnLocaleChange,
  readReferenceData,
  storeCountryId,
} from './reference-data';
import type { ReferenceData } from './schemas/store';
import { POLAND, answer, callsMade, publishReferenceData, referenceData, server, shopHandlers, warehouse } from './test-support';

const country = (Id: number, Name: string) => ({ ...POLAND, Id, Name });
const inCountry = (Id: number, CountryId: number) => warehouse(Id, `W${Id}`, { Address: { ...warehouse(Id, '').Address, CountryId } });

function data(countries: ReferenceData['countries'], warehouses: ReferenceData['warehouses']): ReferenceData {
  return referenceData({ countries, warehouses });
}

test("the store's country is where its warehouses are", () => {
  expect(storeCountryId(data([country(1, 'Poland'), country(2, 'Germany')], [inCountry(1, 2)]))).toBe('2');
});

test('a warehouse in a country not on the list does not count; then the first country', () => {
  expect(storeCountryId(data([country(1, 'Poland'), country(2, 'Germany')], [inCountry(1, 9)]))).toBe('1');
  expect(storeCountryId(data([country(3, 'Czechia')], []))).toBe('3');
  expect(storeCountryId(data([], []))).toBe('');
});

const countryName = () => readReferenceData()?.countries[0]?.Name;

test("the reference data is one query of the shop's client: each call asked once, every reader has the same answer", async () => {
  await initI18n();
  server.use(...shopHandlers());
  const [first, second] = await Promise.all([loadReferenceData(), loadReferenceData()]);
  expect(second).toBe(first);
  expect(await loadReferenceData()).toBe(first);
  expect(readReferenceData()).toBe(first);
  expect(shopQueryClient().getQueryData([...REFERENCE_DATA.key, currentLocale()])).toBe(first);
  for (const path of REFERENCE_DATA_PATHS) expect(callsMade().filter((call) => call === `GET ${path}`)).toHaveLength(1);
});

it('a language switch asks for the reference data in that language (the old stays until it is in); a language shown before asks nothing; a late answer does not replace the language on screen', async () => {
  await initI18n();
  expect(currentLocale()).toBe('pl');
  publishReferenceData(referenceData({ countries: [country(1, 'Polska')] }));
  const waits: (() => void)[] = [];
  const languages: string[] = [];
  // the first handler that matches answers: the held country list before the shop's other answers
  server.use(
    answer('GET /api/country', async ({ request }) => {
      const language = request.headers.get('Accept-Language') ?? '';
      languages.push(language);
      await new Promise<void>((resolve) => waits.push(resolve));
      return [country(1, language === 'pl' ? 'Polska' : 'Poland')];
    }),
    ...shopHandlers(),
  );
  const stop = loadReferenceDataOnLocaleChange();

  setLocale('en');
  await waitFor(() => expect(languages).toEqual(['en']));
  expect(countryName()).toBe('Polska');
  waits[0]?.();
  await waitFor(() => expect(countryName()).toBe('Poland'));
  // back to Polish and English again: both shown at once, nothing asked
  setLocale('pl');
  expect(countryName()).toBe('Polska');
  setLocale('en');
  expect(countryName()).toBe('Poland');
  expect(languages).toEqual(['en']);
  stop();
});

it("a language's answer arriving after the dealer switched back does not replace the language on screen", async () => {
  await initI18n();
  setLocale('pl');
  publishReferenceData(referenceData({ countries: [country(1, 'Polska')] }));
  const waits: (() => void)[] = [];
  server.use(
    answer('GET /api/country', async () => {
      await new Promise<void>((resolve) => waits.push(resolve));
      return [country(1, 'Poland')];
    }),
    ...shopHandlers(),
  );
  const stop = loadReferenceDataOnLocaleChange();
  setLocale('en');
  await waitFor(() => expect(waits).toHaveLength(1));
  setLocale('pl');
  waits[0]?.();
  await waitFor(() => expect(shopQueryClient().getQueryData([...REFERENCE_DATA.key, 'en'])).toBeDefined());
  expect(countryName()).toBe('Polska');
  stop();
});
