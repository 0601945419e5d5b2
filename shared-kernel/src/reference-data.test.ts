import { waitFor } from '@testing-library/react';
import { currentLocale, initI18n, setLocale } from './i18n';
import { publishReferenceData, reloadReferenceDataOnLocaleChange, storeCountryId } from './reference-data';
import type { ReferenceData } from './schemas/store';
import { POLAND, answer, referenceData, server, shopHandlers, warehouse } from './test-support';

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

const countryName = () => window.__partsReferenceData?.countries[0]?.Name;

it('a language switch loads the reference data again in that language; only the latest switch is published', async () => {
  await initI18n();
  expect(currentLocale()).toBe('pl');
  publishReferenceData(referenceData({ countries: [country(1, 'Polska')] }));
  const waits: (() => void)[] = [];
  const languages: string[] = [];
  // the first handler that matches answers: the held country list before the shop's other answers;
  // each answer names the request it answers (its language and its number)
  server.use(
    answer('GET /api/country', async ({ request }) => {
      const language = request.headers.get('Accept-Language') ?? '';
      const asked = languages.push(language) - 1;
      await new Promise<void>((resolve) => waits.push(resolve));
      return [country(1, `${language === 'pl' ? 'Polska' : 'Poland'} ${asked}`)];
    }),
    ...shopHandlers(),
  );
  // every publication, in order: a dropped answer never shows here
  const published: (string | undefined)[] = [];
  const onPublished = () => published.push(countryName());
  window.addEventListener('parts:reference-data', onPublished);
  const stop = reloadReferenceDataOnLocaleChange();

  setLocale('en');
  setLocale('pl');
  setLocale('en');
  await waitFor(() => expect(languages).toEqual(['en', 'pl', 'en']));
  // the answers arrive out of order: the one to the last switch wins, the others are dropped
  waits[2]?.();
  await waitFor(() => expect(countryName()).toBe('Poland 2'));
  waits[1]?.();
  waits[0]?.();
  // one more switch, answered after the two late ones: by its publication they have arrived
  setLocale('pl');
  await waitFor(() => expect(waits).toHaveLength(4));
  waits[3]?.();
  await waitFor(() => expect(countryName()).toBe('Polska 3'));
  expect(published).toEqual(['Poland 2', 'Polska 3']);
  window.removeEventListener('parts:reference-data', onPublished);
  stop();
});
