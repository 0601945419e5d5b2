import * as v from 'valibot';
import { storeCountryId } from './reference-data';
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
